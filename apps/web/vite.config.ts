import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must run before the React plugin so it sees the split route chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // Loaders are split too (the default keeps them in the eager route tree): with them, every
      // page's fetchers and schemas would load on the first visit to any page.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    // Read @gavel/contract from its TypeScript source, like tsc does (customConditions).
    conditions: ['source', ...defaultClientConditions],
  },
  // The server renderer of the public pages (src/entry-server.tsx, ADR 034): one file with
  // React and the router inside, so the API server loads it without the web app's packages,
  // and React's production build whatever NODE_ENV the server runs with.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route's split chunks to files: the benchmark sums the
    // JS and CSS each page loads from it (bench/scenarios/web.mjs).
    manifest: !isSsrBuild,
    // The entry's imports stay preloaded by index.html (or the boot script), but a lazily loaded
    // chunk gets no <link rel="modulepreload"> per dependency: Vite's helper adds them one by
    // one as the router loads a page's route chunks, and on a phone (Lighthouse, 4× CPU) those
    // insertions were most of the task that starts a server-rendered page (issue 36). The
    // browser fetches a chunk's imports itself.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page runs the entry and everything it imports: as one file rather than ~16
          // small ones, a first visit saves round trips (browsers open only 6 HTTP/1.1
          // connections per origin). Route chunks stay split. Measured by bench/scenarios/web.mjs.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
}));
