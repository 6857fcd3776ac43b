import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, w3cDateTime, xmlEscape } from './documents.js';

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the signed-in areas and the API, and names the sitemap', () => {
    expect(robotsTxt('https://gavel.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /auctions',
        'Disallow: /seller',
        'Disallow: /dealer',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        'Sitemap: https://gavel.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("puts PUBLIC_URL's path before every rule, as rules are paths from the host's root", () => {
    const text = robotsTxt('https://gavel.example/market/');
    expect(text).toContain('Allow: /market/\n');
    expect(text).toContain('Allow: /market/auctions\n');
    expect(text).toContain('Disallow: /market/seller\n');
    expect(text).toContain('Disallow: /market/api/\n');
    expect(text).toContain('Sitemap: https://gavel.example/market/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  it('escapes the five XML special characters', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes W3C datetimes in UTC to the second', () => {
    expect(w3cDateTime(new Date('2026-05-01T12:34:56.789+02:00'))).toBe('2026-05-01T10:34:56Z');
  });

  it('writes a urlset with escaped locs, and lastmod only where it is known', () => {
    expect(
      sitemapXml([
        { loc: 'https://gavel.example/?a=1&b=2', lastmod: new Date('2026-05-01T00:00:00Z') },
        { loc: 'https://gavel.example/terms' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://gavel.example/?a=1&amp;b=2</loc><lastmod>2026-05-01T00:00:00Z</lastmod></url>',
        '<url><loc>https://gavel.example/terms</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
