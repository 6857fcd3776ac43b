import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  pdfOf,
  pdfWithHiddenScript,
  pdfZipWithTrailerInComment,
  plainPdf,
} from '../../../test/security/abuse-files.js';
import { PAGES, slowPdf } from '../../../test/security/pdf-files.js';
import { pdfProblem } from './pdf-check.js';
import { AppError } from '../../lib/errors.js';
import { checkPdf, MAX_WAITING_CHECKS, PDF_CHECK_LIMITS } from './pdf-check-runner.js';
import { refusesTheBytes } from './processing.js';

/** Runs `work`, answering with how long it took and the event loop's longest stall meanwhile. */
async function measured<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Its first tick only starts the clock: let it pass before the work begins.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const answer = await work();
  const took = performance.now() - started;
  // The histogram records a stall when its timer finally runs: let it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  delay.disable();
  return { answer, took, stalledMs: delay.max / 1e6 };
}

describe('checkPdf', () => {
  it('asks files past a short queue to come back (429), holding none of them', async () => {
    const asked = MAX_WAITING_CHECKS + 4;
    const answers = await Promise.allSettled(
      Array.from({ length: asked }, () => checkPdf(plainPdf())),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe('rate_limited');
      expect((r.reason as AppError).headers?.['retry-after']).toBe('5');
    }
    for (const a of answers) if (a.status === 'fulfilled') expect(a.value).toBeNull();
    // Once the queue has drained, a file is taken again.
    expect(await checkPdf(plainPdf())).toBeNull();
  });

  it('answers what pdfProblem answers, from a worker thread', async () => {
    expect(await checkPdf(plainPdf())).toBeNull();
    expect(await checkPdf(pdfWithHiddenScript())).toBe('active_content');
    expect(await checkPdf(pdfZipWithTrailerInComment().bytes)).toBe('polyglot');
  });

  it('keeps the event loop free while a slow file is checked', async () => {
    const bytes = slowPdf();
    await checkPdf(plainPdf()); // a worker ready before the check is timed
    // The same check on this thread, as the old one ran: the event loop waits for all of it.
    const inline = await measured(() => pdfProblem(bytes));
    expect(inline.answer).toBeNull();
    expect(inline.stalledMs).toBeGreaterThan(inline.took / 2);

    const offThread = await measured(() => checkPdf(bytes));
    expect(offThread.answer).toBeNull();
    // Against the inline stall measured just now, not a fixed 100 ms: on a runner busy with
    // other work any stall grows, and a check back on this thread would stall about as long.
    expect(offThread.stalledMs).toBeLessThan(inline.stalledMs / 2);
  });

  it('ends a check that runs out of time: too_complex, not an error', async () => {
    const { answer, took } = await measured(() =>
      checkPdf(slowPdf(), { ...PDF_CHECK_LIMITS, timeoutMs: 20 }),
    );
    expect(answer).toBe('too_complex');
    expect(took).toBeLessThan(10_000);
  });

  it('ends a check that runs out of memory: too_complex, not an error', async () => {
    // Two million numbers in one array: far more than a 48 MB heap holds as objects.
    const bytes = pdfOf([...PAGES, `[${'0 '.repeat(2_000_000)}]`]);
    expect(await checkPdf(bytes, { timeoutMs: 60_000, heapMb: 48 })).toBe('too_complex');
  });
});

describe('refusesTheBytes', () => {
  it('keeps bytes whose check ran out of time or memory for another finalize', () => {
    const complex = new AppError('validation_error', 'x', {
      fields: [{ path: 'content_type', message: 'The PDF is too complex to check' }],
    });
    const active = new AppError('validation_error', 'x', {
      fields: [{ path: 'content_type', message: 'The PDF contains active content' }],
    });
    expect(refusesTheBytes(complex)).toBe(false);
    expect(refusesTheBytes(active)).toBe(true);
    expect(refusesTheBytes(new AppError('rate_limited', 'x'))).toBe(false);
    expect(refusesTheBytes(new Error('boom'))).toBe(false);
  });
});
