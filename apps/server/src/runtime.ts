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
