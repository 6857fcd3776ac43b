// Regenerates src/routeTree.gen.ts from src/routes without a full build (the Vite plugin does
// the same on `vite build` and in the dev server).
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig(
  {
    target: 'react',
    routesDirectory: `${root}src/routes`,
    generatedRouteTree: `${root}src/routeTree.gen.ts`,
    autoCodeSplitting: true,
  },
  root,
);
await new Generator({ config, root }).run();
