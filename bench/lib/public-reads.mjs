// Scenario 3's two public reads under load, shared by the reads (3, 6) and growth (7) scenarios.
import { load, warmUp } from './http-load.mjs';

export const LIST_PATH = '/api/auctions?status=live';
export const PAGE_SIZE = 20;
export const CONNECTIONS = 50;

export const LIST_NAME = `GET ${LIST_PATH} (${PAGE_SIZE} with thumbnails), ${CONNECTIONS} connections`;
export const DETAIL_NAME = `GET /api/auctions/{id}, ${CONNECTIONS} connections`;

/** A full page: 20 auctions, each answer item ending with its server_time. */
export function isFullPage(body) {
  if (!body.startsWith('{"items":[')) return false;
  let n = 0;
  for (
    let at = body.indexOf('"server_time"');
    at !== -1;
    at = body.indexOf('"server_time"', at + 1)
  ) {
    n++;
  }
  return n === PAGE_SIZE;
}

export const isAuction = (id) => (body) => body.startsWith('{') && body.includes(`"id":"${id}"`);

/**
 * Measures the list and the detail read of `auctionId` on `base`, each after a warm-up; with
 * `server`, each load's figures add the server's CPU per request and peak RSS (see load()).
 */
export async function measurePublicReads(base, auctionId, { seconds, warm = true, log, server }) {
  const listUrl = `${base}${LIST_PATH}`;
  const detailUrl = `${base}/api/auctions/${auctionId}`;
  if (warm) await warmUp(listUrl);
  const list = await load(listUrl, {
    connections: CONNECTIONS,
    seconds,
    verify: isFullPage,
    log,
    server,
  });
  if (warm) await warmUp(detailUrl);
  const detail = await load(detailUrl, {
    connections: CONNECTIONS,
    seconds,
    verify: isAuction(auctionId),
    log,
    server,
  });
  return { list, detail };
}

/**
 * A filtered list as the /auctions page asks for it (SPEC §11): a country and a year. Like the
 * list, it reads a full page at every size (24 live auctions match at 1k), so the sizes compare
 * the same answer.
 */
export const FILTERED_LIST_PATH = '/api/auctions?status=live&country=GB&year_min=2012';
/** The facets of live auctions of a make matching a search (issue 32). */
export const FACETS_PATH = '/api/auctions/facets?status=live&make=Ford&q=tractor';
export const FACETS_CONNECTIONS = 10;

const isFacets = (body) => body.startsWith('{"total":') && body.includes('"facets":{"status":[');

/** The filtered list under the list's load (50 connections), after a warm-up. */
export async function measureFilteredList(base, { seconds, warm = true, log, server }) {
  const url = `${base}${FILTERED_LIST_PATH}`;
  if (warm) await warmUp(url);
  return load(url, { connections: CONNECTIONS, seconds, verify: isFullPage, log, server });
}

/** The facets under 10 connections, after a warm-up. */
export async function measureFacets(base, { seconds, warm = true, log, server }) {
  const url = `${base}${FACETS_PATH}`;
  if (warm) await warmUp(url);
  return load(url, { connections: FACETS_CONNECTIONS, seconds, verify: isFacets, log, server });
}
