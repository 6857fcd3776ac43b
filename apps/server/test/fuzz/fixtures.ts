import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  activeDealer,
  approvedAuction,
  listingWithPhotos,
  seller,
  staff,
  submitSellerKyc,
  type Actor,
} from '../actors.js';
import { schedule } from '../lifecycle-fixtures.js';
import type { Operation } from './openapi.js';
import { methodHasBody } from './requests.js';

export interface Fixtures {
  actors: Record<string, Actor>;
  ids: Record<string, string[]>;
}

/** Real people and rows: staff, a seller with a listing, an active dealer, a live auction. */
export async function fixtures(app: FastifyInstance, clock: Parameters<typeof schedule>[1]) {
  const admin = await staff(app, 'ADMIN');
  const ops = await staff(app, 'OPS');
  const owner = await seller(app);
  await submitSellerKyc(app, owner, admin);
  await listingWithPhotos(app, owner, 1);
  const dealer = await activeDealer(app, admin);
  const live = await approvedAuction(app, admin);
  await schedule(app, clock, admin, live.auctionId, 0, 3600);
  await app.services.auctionScheduler.runDue();
  return { SELLER: owner, DEALER: dealer, ADMIN: admin, OPS: ops };
}

/** A few ids of every table with a uuid `id`, by table: path parameters that name real rows. */
export async function existingIds(app: FastifyInstance): Promise<Record<string, string[]>> {
  const rows = (r: unknown) => (r as { rows: Record<string, string>[] }).rows;
  const tables = rows(
    await app.db.read((ex) =>
      ex.execute(sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'
        order by table_name`),
    ),
  ).map((r) => r.name ?? '');
  const ids: Record<string, string[]> = {};
  for (const table of tables) {
    // In insertion order, so that a replayed seed picks rows of the same kinds.
    const found = await app.db.read((ex) =>
      ex.execute(sql.raw(`select id::text as id from "${table}" order by ctid limit 4`)),
    );
    const list = rows(found).map((r) => r.id ?? '');
    if (list.length > 0) ids[table] = list;
  }
  return ids;
}

/** Roles whose token gets past the operation's role check (403 `forbidden` otherwise). */
export async function allowedRoles(
  app: FastifyInstance,
  op: Operation,
  actors: Record<string, Actor>,
): Promise<string[]> {
  if (!op.bearer) return ['none', ...Object.keys(actors)];
  const nil = '00000000-0000-0000-0000-000000000000';
  // A probe the role check sees but no handler runs: malformed JSON or an unknown parameter.
  const url = `${op.path.replace(/\{[^}]+\}/g, nil)}?fuzz_probe=1`;
  const allowed: string[] = [];
  for (const [role, actor] of Object.entries(actors)) {
    const body = methodHasBody(op.method);
    const res = await app.inject({
      method: op.method,
      url,
      headers: { ...actor.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: '{' } : {}),
    });
    const forbidden =
      res.statusCode === 403 && res.json<{ error: { code: string } }>().error.code === 'forbidden';
    if (!forbidden) allowed.push(role);
  }
  if (allowed.length === 0) throw new Error(`${op.key}: no role may call it`);
  return allowed;
}
