import type { QueueSpec } from '../../src/lib/jobs/index.js';

/** The crash test's probe subscriber's queue (jobs-crash.api.test.ts, jobs-instance.ts). */
export const PROBE_SPEC: QueueSpec = { expireInSeconds: 2, retryLimit: 5, retryDelay: 1 };
