import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { rateLimited } from '../../lib/errors.js';
import type { PdfProblem } from './pdf-check.js';
import type { PdfWorkerMessage } from './pdf-check-worker.js';

export interface PdfCheckLimits {
  /** Wall time from handing the file to a ready worker to its answer; then it is terminated. */
  timeoutMs: number;
  /** The worker's V8 heap; a check that needs more ends the worker and the file is refused. */
  heapMb: number;
}

export const PDF_CHECK_LIMITS: PdfCheckLimits = { timeoutMs: 10_000, heapMb: 128 };

// One core stays with the event loop; more files wait their turn rather than add up memory.
const limit = pLimit(Math.max(1, availableParallelism() - 1));
/** Files that may wait for a worker on one instance; more are answered 429. */
export const MAX_WAITING_CHECKS = 8;
const RETRY_AFTER_SECONDS = 5;

// From the built server the worker is plain JavaScript next to this file. From the TypeScript
// source (tsx, vitest) it is TypeScript: the worker first registers tsx, since how the parent
// loads TypeScript (tsx's hooks, vitest's module runner) stays in the parent's thread, then
// imports it.
const fromSource = import.meta.url.endsWith('.ts');
const entry = new URL(`./pdf-check-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const sourceBootstrap = `import('tsx/esm/api').then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(entry.href)});
});`;

interface CheckWorker {
  worker: Worker;
  heapMb: number;
  /** Settles once the worker has loaded the checker (rejects if it failed to start). */
  ready: Promise<void>;
  exited: boolean;
}

/** A worker started ahead, so a check does not wait for Node and pdf-lib to load. */
let spare: CheckWorker | undefined;

/**
 * `pdfProblem` off the event loop. Each file is checked in a worker thread of its own, ended
 * afterwards: a hostile PDF can slow only its own check, which answers 'too_complex' when it
 * runs out of time or memory, while requests, bids and the scheduler keep being served.
 */
export function checkPdf(
  bytes: Uint8Array,
  limits: PdfCheckLimits = PDF_CHECK_LIMITS,
): Promise<PdfProblem | null> {
  // Each waiting file is held in memory and may wait up to a check's time per file before it:
  // past a short queue, the finalize is asked to come back instead.
  if (limit.pendingCount >= MAX_WAITING_CHECKS) {
    return Promise.reject(
      rateLimited(
        'Many documents are being checked right now. Please try again in a few seconds.',
        RETRY_AFTER_SECONDS,
      ),
    );
  }
  return limit(() => checkInWorker(bytes, limits));
}

async function checkInWorker(bytes: Uint8Array, { timeoutMs, heapMb }: PdfCheckLimits) {
  const taken = spare && !spare.exited && spare.heapMb === heapMb ? spare : start(heapMb);
  if (taken === spare) spare = undefined;
  try {
    await taken.ready;
  } finally {
    spare ??= start(PDF_CHECK_LIMITS.heapMb);
  }
  const { worker } = taken;
  try {
    return await new Promise<PdfProblem | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        resolve('too_complex');
      }, timeoutMs);
      const settle = (answer: () => void) => {
        clearTimeout(timer);
        answer();
      };
      worker.once('message', (message: PdfWorkerMessage) => {
        settle(() => {
          if ('problem' in message) resolve(message.problem);
          else reject(new Error('The PDF check worker answered out of turn'));
        });
      });
      worker.once('error', (err: Error & { code?: string }) => {
        settle(() => {
          if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve('too_complex');
          else reject(err);
        });
      });
      worker.once('exit', (code) => {
        settle(() => {
          reject(new Error(`The PDF check worker stopped (exit code ${String(code)})`));
        });
      });
      worker.postMessage(bytes);
    });
  } finally {
    worker.removeAllListeners();
    // A worker stopped while it runs out of memory still emits its error once: with no
    // listener, that would be an uncaught exception in the server.
    worker.on('error', () => undefined);
    void worker.terminate();
  }
}

function start(heapMb: number): CheckWorker {
  const worker = new Worker(fromSource ? sourceBootstrap : entry, {
    eval: fromSource,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
  });
  // A waiting spare must not keep the process alive.
  worker.unref();
  const started: CheckWorker = { worker, heapMb, ready: Promise.resolve(), exited: false };
  started.ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => {
      resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      started.exited = true;
      reject(new Error(`The PDF check worker did not start (exit code ${String(code)})`));
    });
  });
  // Noticed when the worker is used; a spare that dies unused is simply replaced.
  started.ready.catch(() => undefined);
  return started;
}
