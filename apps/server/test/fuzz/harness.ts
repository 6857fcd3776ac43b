import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.js';
import { checkAnswer, checkRefusal, send } from './answers.js';
import { boundaryCases } from './boundary-cases.js';
import { fingerprint } from './fingerprint.js';
import { allowedRoles, existingIds, fixtures, type Fixtures } from './fixtures.js';
import { invalidCases, type FuzzContext } from './invalid-cases.js';
import { inShard, operationsOf } from './openapi.js';
import type { FuzzCase } from './requests.js';

/**
 * Schema fuzzing (issue 9, item 2): every operation of `/api/openapi.json` gets requests that
 * are invalid by construction (each must be refused with the right 4xx envelope and change
 * nothing in the database) and boundary requests (each must be answered 2xx or 4xx in shape,
 * never 5xx). Every answer must come within ANSWER_LIMIT_MS.
 *
 * FUZZ_RUNS (default 200) sets the invalid runs per operation and FUZZ_BOUNDARY_RUNS (default
 * 100) the boundary runs; lower them only while developing. FUZZ_SEED and FUZZ_PATH replay a
 * reported counterexample.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const BOUNDARY_RUNS = Number(process.env.FUZZ_BOUNDARY_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

/** Runs a property; a failure names the operation and how to replay it. */
async function run(
  name: string,
  replay: string,
  cases: fc.Arbitrary<FuzzCase>,
  numRuns: number,
  check: (c: FuzzCase) => Promise<void>,
) {
  const details = await fc.check(fc.asyncProperty(cases, check), {
    numRuns,
    ...(SEED === undefined ? {} : { seed: SEED }),
    ...(PATH === undefined ? {} : { path: PATH }),
  });
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : 'no error message';
    throw new Error(
      `FUZZ COUNTEREXAMPLE in ${name}\n` +
        `replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''} ${replay}\n` +
        `${fc.defaultReportMessage(details) ?? ''}\nfailure: ${cause}`,
    );
  }
}

interface Tally {
  operations: number;
  requests: number;
  statuses: Record<number, number>;
  slowestMs: number;
  /** Per operation and kind of run, when FUZZ_REPORT is set. */
  detail: Record<string, Record<number, number>>;
}

/**
 * Declares the fuzz tests of shard `shard` of `shards`: the operations at positions `shard - 1`,
 * `shard - 1 + shards` … of the sorted list, so each operation is in exactly one shard.
 */
export async function fuzzShard(shard: number, shards: number) {
  const t = await createTestApp();
  afterAll(() => t.close());
  const all = await operationsOf(t.app);
  const ops = inShard(all, shard, shards);
  const f: Fixtures = { actors: {}, ids: {} };
  const tally: Tally = {
    operations: ops.length,
    requests: 0,
    statuses: {},
    slowestMs: 0,
    detail: {},
  };
  const started = performance.now();

  beforeAll(async () => {
    f.actors = await fixtures(t.app, t.clock);
    f.ids = await existingIds(t.app);
  });
  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `schema fuzzing shard ${shard}/${shards} (${t.db.kind}): ${tally.operations} of ${all.length} operations, ` +
        `${tally.requests} requests in ${seconds} s, slowest answer ${tally.slowestMs.toFixed(0)} ms, ` +
        `statuses ${JSON.stringify(tally.statuses)}`,
    );
    if (process.env.FUZZ_REPORT) {
      for (const [key, statuses] of Object.entries(tally.detail)) {
        console.info(`  ${key}: ${JSON.stringify(statuses)}`);
      }
    }
  });

  const answer = async (c: FuzzCase) => {
    const a = await send(t.app, c, f.actors);
    tally.requests++;
    tally.statuses[a.status] = (tally.statuses[a.status] ?? 0) + 1;
    tally.slowestMs = Math.max(tally.slowestMs, a.ms);
    const key = `${c.op.key} ${c.expect ? 'invalid' : 'boundary'}`;
    const detail = (tally.detail[key] ??= {});
    detail[a.status] = (detail[a.status] ?? 0) + 1;
    checkAnswer(c, a);
    return a;
  };

  describe.each(ops.map((op) => [op.key, op] as const))('%s', (_key, op) => {
    const replay = `npx vitest run apps/server/test/fuzz/schema-fuzz-${shard}.api.test.ts -t "${op.key}"`;
    const context = async (): Promise<FuzzContext> => {
      const anyActor = Object.values(f.actors)[0];
      if (!anyActor) throw new Error('fixtures missing');
      return {
        allowed: await allowedRoles(t.app, op, f.actors),
        roles: ['none', ...Object.keys(f.actors)],
        ids: f.ids,
        maxParamLength: t.app.initialConfig.maxParamLength ?? 100,
        token: anyActor.token,
      };
    };

    it('refuses invalid input with the right 4xx envelope and writes nothing', async () => {
      const ctx = await context();
      const before = await fingerprint(t.db);
      await run(`${op.key} (invalid)`, replay, invalidCases(op, ctx), RUNS, async (c) => {
        checkRefusal(c, await answer(c));
      });
      expect(await fingerprint(t.db), 'a refused request changed the database').toEqual(before);
    }, 240_000);

    it('answers boundary input with 2xx or a 4xx envelope, never 5xx', async () => {
      const ctx = await context();
      const before = await fingerprint(t.db);
      let accepted = 0;
      await run(
        `${op.key} (boundary)`,
        replay,
        boundaryCases(op, ctx),
        BOUNDARY_RUNS,
        async (c) => {
          if ((await answer(c)).status < 300) accepted++;
        },
      );
      // Accepted requests may write; when every one was refused, nothing may have changed.
      if (accepted === 0) {
        expect(await fingerprint(t.db), 'a refused request changed the database').toEqual(before);
      }
    }, 240_000);
  });
}
