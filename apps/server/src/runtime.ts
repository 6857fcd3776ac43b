/** The oldest Node.js major Gavel runs on: the LTS line `engines` and `.nvmrc` name (ADR 039). */
export const MIN_NODE_MAJOR = 24;

/** Why `version` (`process.version`, `v24.21.0`) cannot run Gavel, or null when it can. */
export function unsupportedNode(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);
  if (major >= MIN_NODE_MAJOR) return null;
  return (
    `Gavel needs Node.js ${MIN_NODE_MAJOR} or later; this is ${version}. ` +
    'Start it with `npm start`, which runs the Node.js 24 that `npm install` brought, ' +
    'or install Node.js 24 LTS.'
  );
}

/**
 * The address a person opens, for the plain line that ends the start-up output: the address the
 * server listens on, with a wildcard (`0.0.0.0`, `::`) written `localhost`, which reaches it.
 */
export function readyUrl(address: { address: string; port: number }): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? 'localhost'
    : address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${String(address.port)}`;
}
