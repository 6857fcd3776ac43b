import { describe, expect, it } from 'vitest';
import { renderEmail } from './email.js';
import { isPermanent } from './delivery.js';

const source = {
  type: 'listing.rejected' as const,
  title: 'Your listing “<Tools> & more” was not approved',
  body: 'Reason: "blurry". You can edit the listing and submit it again.',
  link: '/seller/listings/123',
  recipient: { name: 'Ann <Admin>', email: 'ann@example.com' },
};

describe('renderEmail', () => {
  it('makes a plain-text body with the greeting, the words, an absolute link and the product', () => {
    const { subject, text } = renderEmail(source, 'https://gavel.example');
    expect(subject).toBe(source.title);
    expect(text).toBe(
      [
        'Hello Ann <Admin>,',
        '',
        source.title,
        '',
        source.body,
        '',
        'Edit your listing: https://gavel.example/seller/listings/123',
        '',
        '— Gavel',
        '',
        'You receive this email because you have a Gavel account (ann@example.com).',
        '',
      ].join('\n'),
    );
  });

  it('escapes every text in the HTML body', () => {
    const { html } = renderEmail(source, 'https://gavel.example');
    expect(html).toContain(
      '<title>Your listing “&lt;Tools&gt; &amp; more” was not approved</title>',
    );
    expect(html).toContain('Hello Ann &lt;Admin&gt;,');
    expect(html).toContain('Reason: &quot;blurry&quot;.');
    expect(html).toContain('href="https://gavel.example/seller/listings/123"');
    expect(html).not.toContain('<Tools>');
  });

  it('keeps a path below the public URL', () => {
    expect(renderEmail(source, 'https://example.com/market').text).toContain(
      'https://example.com/market/seller/listings/123',
    );
  });
});

describe('retries', () => {
  it('stop on an SMTP 5xx answer only', () => {
    expect(isPermanent(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanent(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanent(null)).toBe(false);
  });
});
