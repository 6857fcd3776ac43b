import type { Reporter, SerializedError } from 'vitest/node';

/**
 * Repeats each unhandled error in a few lines after Vitest's summary. The default reporter
 * prints them above the summary, where a log cut to its last lines (as CI keeps it) loses them.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: readonly SerializedError[]): void {
    if (unhandledErrors.length === 0) return;
    const lines = unhandledErrors.map((err, i) => {
      const where = (err.stack ?? '')
        .split('\n')
        .filter((line) => line.trim().startsWith('at '))
        .slice(0, 3)
        .map((line) => line.trim())
        .join(' < ');
      const file = (err as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH ?? 'unknown file';
      return `unhandled ${i + 1}/${unhandledErrors.length} (${file}): ${err.name ?? 'Error'}: ${err.message} ${where}`;
    });
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}
