/**
 * The texts of `/robots.txt` and `/sitemap.xml`, built from plain values (no database, no
 * clock), so their shape is tested on its own.
 */

/** Areas a crawler has no business in: signed-in pages and the JSON API. */
const DISALLOWED = ['/seller', '/dealer', '/admin', '/api/'] as const;
/** Said outright, although `Allow: /` covers it: the auction pages are what we want indexed. */
const ALLOWED = ['/', '/auctions'] as const;

/** The path of `publicUrl` without its trailing slash: `''`, or `/market` behind a prefix. */
const basePath = (publicUrl: string) => new URL(publicUrl).pathname.replace(/\/+$/, '');

/**
 * robots.txt for every crawler. Paths carry PUBLIC_URL's own path, as robots rules are paths
 * from the host's root: behind `https://host/market`, the seller area is `/market/seller`.
 */
export function robotsTxt(publicUrl: string): string {
  const base = basePath(publicUrl);
  const root = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ALLOWED.map((p) => `Allow: ${base}${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${base}${p}`),
    '',
    `Sitemap: ${root}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** When the page's content last changed; left out when nothing records it. */
  lastmod?: Date | undefined;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element (the sitemaps.org protocol asks for all five escaped). */
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** W3C datetime in UTC to the second (`2026-05-01T12:00:00Z`), as sitemaps.org allows. */
export const w3cDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A sitemaps.org `urlset` document of `entries`, in their order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const last = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(loc)}</loc>${last}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
