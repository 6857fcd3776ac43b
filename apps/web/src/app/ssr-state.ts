import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScript } from '../lib/json-script';

/**
 * The data a server-rendered page was rendered with travels in the page as JSON (SPEC §10), so
 * the browser hydrates with the same answers instead of asking for them again. A JSON script is
 * data, never run: the CSP (script-src 'self') stays without inline scripts.
 */
export const SSR_STATE_ELEMENT_ID = 'gavel-ssr-state';

export interface SsrState {
  /** The query cache the page was rendered with. */
  queries: DehydratedState;
  /** When it was rendered (ms): its countdowns hydrate at that moment (lib/server-clock). */
  renderedAt: number;
  /** PUBLIC_URL, for the canonical and shared links the page's head carries. */
  siteUrl: string;
  /**
   * When the page was answered (ISO): the server rewrites every `server_time` of a page it
   * serves from its cache (PublicCache.servePage), so this is the server's clock at this answer.
   */
  server_time: string;
}

/** `<`, `>` and `&` escaped so the JSON can never close its script element (or open a comment). */
export function ssrStateScript(state: SsrState): string {
  const json = jsonForScript(state);
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or `null` for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
