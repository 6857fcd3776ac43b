import { parentPort } from 'node:worker_threads';
import { pdfProblem } from './pdf-check.js';

/** What a check worker says: once that it is ready, then the answer for the one file it gets. */
export type PdfWorkerMessage =
  { ready: true } | { problem: Awaited<ReturnType<typeof pdfProblem>> };

// A worker started by `checkPdf` (pdf-check-runner.ts) checks exactly one file and is then
// terminated, so nothing one file leaves behind (pdf-lib pools every name it reads) reaches the
// next. Keep its imports free of workspace packages: from source it runs under tsx, without
// the `source` export condition.
const port = parentPort;
if (port) {
  port.once('message', (bytes: Uint8Array) => {
    void pdfProblem(bytes).then((problem) => {
      port.postMessage({ problem } satisfies PdfWorkerMessage);
    });
  });
  port.postMessage({ ready: true } satisfies PdfWorkerMessage);
}
