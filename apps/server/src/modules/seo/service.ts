import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { DAY_MS } from '../../lib/utc-days.js';
import { robotsTxt, sitemapXml, type SitemapEntry } from './documents.js';
import { sitemapAuctions } from './repository.js';

/** How long an ended auction's page stays in the sitemap, in days (ADR 035). */
export const RECENTLY_ENDED_DAYS = 30;
/** The most URLs one sitemap file may hold (sitemaps.org protocol). */
export const MAX_SITEMAP_URLS = 50_000;

/** The public pages that list auctions: they change whenever a listed auction does. */
const LIST_PAGES = ['/', '/auctions'] as const;
/** The other public pages (SPEC §10); nothing records when their text changed. */
const FIXED_PAGES = ['/terms', '/privacy'] as const;

export type SeoService = ReturnType<typeof createSeoService>;

/** What crawlers read (SPEC §10): robots.txt, and the sitemap of the public pages. */
export function createSeoService(deps: { db: Database; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;
  const root = deps.publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(root);

  /**
   * The public pages, then an auction page per listing whose auction is scheduled, live, or
   * ended in the last RECENTLY_ENDED_DAYS, most recently changed first, MAX_SITEMAP_URLS in all.
   */
  async function sitemap(): Promise<string> {
    const endedSince = new Date(clock.now().getTime() - RECENTLY_ENDED_DAYS * DAY_MS);
    const limit = MAX_SITEMAP_URLS - LIST_PAGES.length - FIXED_PAGES.length;
    const auctions = await db.read((ex) => sitemapAuctions(ex, { endedSince, limit }));
    const newest = auctions[0]?.changedAt;
    const entries: SitemapEntry[] = [
      ...LIST_PAGES.map((path) => ({ loc: `${root}${path}`, lastmod: newest })),
      ...FIXED_PAGES.map((path) => ({ loc: `${root}${path}` })),
      ...auctions.map((a) => ({ loc: `${root}/auctions/${a.listingId}`, lastmod: a.changedAt })),
    ];
    return sitemapXml(entries);
  }

  return { robots: () => robots, sitemap };
}
