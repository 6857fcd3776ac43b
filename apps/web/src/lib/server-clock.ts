import { useHydrated } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The server's clock as seen from this device: answers carry `server_time`, and countdowns
 * run on `Date.now() + offset`, never on the raw device clock (which may be minutes off).
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** Call with an answer's `server_time`; `receivedAt` is the device time the answer arrived. */
export function syncServerClock(serverTimeIso: string, receivedAt = Date.now()): void {
  const serverMs = Date.parse(serverTimeIso);
  if (Number.isNaN(serverMs)) return;
  const next = serverMs - receivedAt;
  // Ignore jitter under 250 ms so countdowns do not flicker between answers.
  if (Math.abs(next - offsetMs) < 250) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

export const serverNow = (): number => Date.now() + offsetMs;

const subscribeOffset = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The moment a server-rendered page was rendered at (SPEC §10): its countdowns are rendered,
 * then hydrated, at that moment, so both say the same; they run on from the next tick.
 */
let renderedAt: number | null = null;

export function setRenderedAt(ms: number | null): void {
  renderedAt = ms;
}

export const getRenderedAt = (): number | null => renderedAt;

/** The server's "now", re-rendering every `tickMs` (and when the offset is corrected). */
export function useServerNow(tickMs = 1000): number {
  const offset = useSyncExternalStore(
    subscribeOffset,
    () => offsetMs,
    () => 0,
  );
  const hydrated = useHydrated();
  const [deviceNow, setDeviceNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => {
      setDeviceNow(Date.now());
    }, tickMs);
    return () => {
      clearInterval(timer);
    };
  }, [tickMs]);
  if (!hydrated && renderedAt !== null) return renderedAt;
  return deviceNow + offset;
}

/**
 * The next moment an auction changes by itself (a scheduled one starts, a live one ends), or
 * null when none is due. No event announces a start, and an end may be missed while the live
 * stream reconnects, so pages read the auction again shortly after this.
 */
export function nextChangeAt(
  auction: { status: string; start_at: string | null; end_at: string | null } | null | undefined,
): string | null {
  if (auction?.status === 'scheduled') return auction.start_at;
  if (auction?.status === 'live') return auction.end_at;
  return null;
}
