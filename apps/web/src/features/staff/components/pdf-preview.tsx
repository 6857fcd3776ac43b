import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** The most pages drawn inline; a longer file says how many more "Open document" shows. */
const MAX_PAGES = 5;

type State =
  { kind: 'loading' } | { kind: 'ready'; pages: number; shown: number } | { kind: 'failed' };

/** pdf.js and its worker, loaded the first time a PDF is shown (no other page carries them). */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  // The worker is a file of our own origin: the CSP's `script-src 'self'` covers it.
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * A PDF drawn in the page, each page to a canvas (pdf.js): staff compare the document with the
 * form without leaving the review. The file is fetched from its short-lived signed URL.
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const run = { cancelled: false };
    // Read through a call: TypeScript would take the flag for its first value after one check.
    const isCancelled = () => run.cancelled;
    let destroy: (() => Promise<void>) | undefined;
    const container = pagesRef.current;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        // Gone while pdf.js loaded: open nothing (a document opened now would never be destroyed).
        if (isCancelled()) return;
        const task = pdfjs.getDocument({ url });
        destroy = () => task.destroy();
        const pdf = await task.promise;
        const shown = Math.min(pdf.numPages, MAX_PAGES);
        // The pages fill the box's width (less the padding around them), sharp on dense screens.
        const width = Math.max((boxRef.current?.clientWidth ?? 0) - 16, 280);
        const ratio = window.devicePixelRatio;
        const canvases: HTMLCanvasElement[] = [];
        for (let number = 1; number <= shown && !run.cancelled; number++) {
          const page = await pdf.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.className = 'w-full h-auto rounded-md bg-white shadow-sm';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute(
            'aria-label',
            `${name}, page ${String(number)} of ${String(pdf.numPages)}`,
          );
          await page.render({ canvas, viewport }).promise;
          canvases.push(canvas);
        }
        if (run.cancelled || !container) return;
        container.replaceChildren(...canvases);
        setState({ kind: 'ready', pages: pdf.numPages, shown });
      } catch {
        if (!run.cancelled) setState({ kind: 'failed' });
      }
    })();
    return () => {
      run.cancelled = true;
      void destroy?.();
      container?.replaceChildren();
    };
  }, [url, name]);

  return (
    <div ref={boxRef} className="flex flex-col gap-2">
      {state.kind === 'loading' && (
        <div role="status">
          <span className="sr-only">Loading the PDF…</span>
          <Skeleton className="aspect-[3/4] w-full rounded-md" />
        </div>
      )}
      {state.kind === 'failed' && (
        <p className="rounded-md bg-zinc-100 p-4 text-sm text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          This PDF could not be shown here. Open it in a new tab instead.
        </p>
      )}
      <div
        ref={pagesRef}
        role="group"
        aria-label={`${name}, as pages`}
        // Scrolls when long: focusable so the keyboard can scroll it too.
        tabIndex={0}
        className="flex max-h-[36rem] flex-col gap-3 overflow-y-auto rounded-md bg-zinc-100 p-2 dark:bg-zinc-800"
        hidden={state.kind !== 'ready'}
      />
      {state.kind === 'ready' && state.pages > state.shown && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Showing the first {state.shown} of {state.pages} pages.
        </p>
      )}
    </div>
  );
}
