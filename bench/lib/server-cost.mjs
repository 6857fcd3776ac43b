// What a load costs Gavel's server process (issue 15): its CPU per request answered and its
// resident memory, from `startServer().usage()`. Sampled around the load of one entry only, so
// the seeding before it (sign-ups, uploads, thumbnails) is not in the CPU figure.

/**
 * Opens a measuring window on one or more Gavel servers (several instances: their CPU is
 * summed). Answers `close()`, which samples again and answers `{ cpuMs, peakRssMb }`: the
 * server CPU spent since the window opened and the resident high-water mark read now (with
 * several instances the largest; it is the process's peak since start, so a later entry on the
 * same server reports at least an earlier one's).
 */
export function costWindow(servers) {
  const list = [servers].flat();
  const before = list.map((s) => s.usage().cpuMs);
  return () => {
    const after = list.map((s) => s.usage());
    return {
      cpuMs: after.reduce((sum, u, i) => sum + u.cpuMs - before[i], 0),
      peakRssMb: Math.max(...after.map((u) => u.peakRssMb)),
    };
  };
}

/** The report's figures of one window (or several, summed) and the requests answered in it. */
export function costFigures(windows, requests) {
  const list = [windows].flat();
  const cpuMs = list.reduce((sum, w) => sum + w.cpuMs, 0);
  return {
    // /proc counts CPU in clock ticks (10 ms): over thousands of requests that is noise.
    cpu_ms_per_request: requests > 0 ? Math.round((cpuMs / requests) * 1000) / 1000 : null,
    peak_rss_mb: Math.max(...list.map((w) => w.peakRssMb)),
  };
}
