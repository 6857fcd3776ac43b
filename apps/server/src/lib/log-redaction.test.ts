import { describe, expect, it } from 'vitest';
import { isCredentialName, redactText, redactValue } from './log-redaction.js';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMiLCJyb2xlcyI6WyJTRUxMRVIiXX0.c2lnbmF0dXJlLWJ5dGVz';

describe('isCredentialName', () => {
  it.each([
    'sig',
    'SIG',
    'signature',
    'Signature',
    'token',
    'access_token',
    'refresh_token',
    'id_token',
    'mfa_token',
    'code',
    'key',
    'api_key',
    'apiKey',
    'password',
    'new_password',
    'secret',
    'client_secret',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'X-Amz-Security-Token',
    'AWSAccessKeyId',
    'X-Goog-Signature',
    'jwt',
    'auth',
    'authorization',
    'session_id',
    '%73ig',
    '%2573ig',
    'access%5Ftoken',
    'token[]',
    'token[0]',
  ])('%s is a credential', (name) => expect(isCredentialName(name)).toBe(true));

  it.each([
    'variant',
    'exp',
    'limit',
    'cursor',
    'status',
    'category',
    'q',
    'from',
    'to',
    'x',
    'last_event_id',
    'listing_id',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Algorithm',
  ])('%s is not', (name) => expect(isCredentialName(name)).toBe(false));
});

describe('redactText', () => {
  it('masks a signed file link and keeps what the link was for', () => {
    const url = '/api/files/0b0a7c4e?variant=full&exp=1767225600&sig=Zm9vYmFyYmF6cXV4';
    expect(redactText(url)).toBe('/api/files/0b0a7c4e?variant=full&exp=1767225600&sig=[REDACTED]');
  });

  it('masks upload tokens, URL-encoded names and every repetition', () => {
    expect(redactText('/api/uploads/1/content?token=1767225600.c2ln')).toBe(
      '/api/uploads/1/content?token=[REDACTED]',
    );
    expect(redactText('/x?%73ig=one&Sig=two&SIG=three&access%5Ftoken=four&token[]=five')).toBe(
      '/x?%73ig=[REDACTED]&Sig=[REDACTED]&SIG=[REDACTED]&access%5Ftoken=[REDACTED]&token[]=[REDACTED]',
    );
    expect(redactText('/x?token=a&token=b&token=c')).toBe(
      '/x?token=[REDACTED]&token=[REDACTED]&token=[REDACTED]',
    );
  });

  it('masks the credentials of an S3 presigned URL, not its date or expiry', () => {
    const url =
      'https://s3.example/b/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20260101T000000Z&X-Amz-Expires=300&X-Amz-Security-Token=FQoGZXIvYXdzEXAMPLE' +
      '&X-Amz-Signature=abcdef0123456789&X-Amz-SignedHeaders=host';
    const out = redactText(url);
    for (const secret of ['AKIAEXAMPLE', 'FQoGZXIvYXdzEXAMPLE', 'abcdef0123456789']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('X-Amz-Date=20260101T000000Z&X-Amz-Expires=300');
    expect(out).toContain('X-Amz-SignedHeaders=host');
  });

  it('masks a JWT in the query under any name, and in a path', () => {
    expect(redactText(`/api/auth/me?access_token=${JWT}`)).toBe(
      '/api/auth/me?access_token=[REDACTED]',
    );
    expect(redactText(`/api/health?x=${JWT}`)).toBe('/api/health?x=[REDACTED]');
    expect(redactText(`/api/${JWT}/me`)).toBe('/api/[REDACTED]/me');
  });

  it('masks pairs hidden behind other separators and values with commas', () => {
    expect(redactText('/x?a=1;token=secret-one')).toBe('/x?a=1;token=[REDACTED]');
    expect(redactText('/x?a=1?sig=secret-two')).toBe('/x?a=1?sig=[REDACTED]');
    expect(redactText('/x?token=part1,part2&b=2')).toBe('/x?token=[REDACTED]&b=2');
  });

  it('masks credentials in free text: errors quoting URLs, headers and connection strings', () => {
    expect(
      redactText('request to https://h/p?sig=abc123 failed, reason: connect ECONNREFUSED'),
    ).toBe('request to https://h/p?sig=[REDACTED] failed, reason: connect ECONNREFUSED');
    expect(
      redactText(
        'AWS4-HMAC-SHA256 Credential=AKIAX/20260101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=f00d',
      ),
    ).toBe('AWS4-HMAC-SHA256 Credential=[REDACTED] SignedHeaders=host, Signature=[REDACTED]');
    expect(redactText('connect smtp://mailer:hunter22@mail.example:587 failed')).toBe(
      'connect smtp://mailer:[REDACTED]@mail.example:587 failed',
    );
    expect(redactText(`authorization: Bearer ${JWT.slice(0, 20)}`)).toBe(
      'authorization: Bearer [REDACTED]',
    );
  });

  it('leaves text without credentials alone', () => {
    const plain = '/api/auctions?status=live&limit=20&cursor=abc&q=red+car';
    expect(redactText(plain)).toBe(plain);
    expect(redactText('duplicate key value violates unique constraint')).toBe(
      'duplicate key value violates unique constraint',
    );
  });
});

describe('redactValue', () => {
  it('cleans a serialized error deeply and drops raw request bytes', () => {
    const out = redactValue({
      type: 'Error',
      message: 'GET /api/files/1?sig=s3cr3t failed',
      stack: 'Error: GET /api/files/1?sig=s3cr3t failed\n    at x (file.js:1:1)',
      code: 'ECONNRESET',
      key: 'kyc_document/1/upload',
      rawPacket: Buffer.from('GET /?token=abc HTTP/1.1\r\nAuthorization: Bearer x\r\n'),
      $response: { headers: { authorization: 'AWS4-HMAC-SHA256 …', 'x-amz-request-id': 'R1' } },
      attempts: [{ url: 'https://s3/b/k?X-Amz-Signature=beef' }],
    });
    const text = JSON.stringify(out);
    for (const secret of ['s3cr3t', 'abc', 'beef', 'AWS4-HMAC-SHA256']) {
      expect(text).not.toContain(secret);
    }
    expect(out).toMatchObject({
      code: 'ECONNRESET',
      key: 'kyc_document/1/upload',
      $response: { headers: { authorization: '[REDACTED]', 'x-amz-request-id': 'R1' } },
    });
    expect(out).not.toHaveProperty('rawPacket');
  });

  it('writes nothing unchecked from deep inside an object', () => {
    let deep: Record<string, unknown> = { url: '/api/files/1?sig=s3cr3t', token: 'abc' };
    for (let i = 0; i < 10; i++) deep = { inner: deep };
    const text = JSON.stringify(redactValue(deep));
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('abc');
  });
});
