// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Where the server's tables are declared (ADR 040): the aggregate, the platform's, each module's. */
const serverSchemaFiles = [
  'apps/server/src/db/schema.ts',
  'apps/server/src/lib/schema.ts',
  'apps/server/src/modules/*/schema.ts',
];

/**
 * Who may name another area's table (ADR 040): a module's code takes its own tables from its
 * `schema.ts`; from the assembled `db/schema.ts` it may name only the foreign tables declared
 * for it in `apps/server/src/modules/read-models.json` (its read models and pending moves).
 */
function serverTableBlocks() {
  const fs = process.getBuiltinModule('node:fs');
  const src = `${import.meta.dirname}/apps/server/src`;
  /** @type {Record<'readModels' | 'pending', Record<string, { tables: string[] }>>} */
  const declared = JSON.parse(fs.readFileSync(`${src}/modules/read-models.json`, 'utf8'));
  const modules = fs
    .readdirSync(`${src}/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const aggregate = '(^|/)db/schema(\\.js)?$';
  return [
    { area: 'lib', tables: [] },
    ...modules.map((module) => ({
      area: `modules/${module}`,
      tables: [
        ...new Set([
          ...(declared.readModels[module]?.tables ?? []),
          ...(declared.pending[module]?.tables ?? []),
        ]),
      ],
    })),
  ].map(({ area, tables }) => ({
    files: [`apps/server/src/${area}/**/*.ts`],
    ignores: ['apps/server/src/**/*.test.ts', ...serverSchemaFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            tables.length > 0
              ? {
                  regex: aggregate,
                  allowImportNames: tables,
                  message:
                    "A module queries its own tables (./schema.ts); another area's only as declared in modules/read-models.json (ADR 040).",
                }
              : {
                  regex: aggregate,
                  message:
                    "A module queries its own tables (./schema.ts); another area's only through its face (ADR 040).",
                },
          ],
        },
      ],
    },
  }));
}

/**
 * One face per module (ADR 040): a module imports another only through its `index.ts`, never
 * its other files (one zone per module and other module).
 */
function serverFaceZones() {
  const fs = process.getBuiltinModule('node:fs');
  const modules = fs
    .readdirSync(`${import.meta.dirname}/apps/server/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.flatMap((module) =>
    modules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `apps/server/src/modules/${module}`,
        from: `apps/server/src/modules/${other}`,
        except: ['./index.ts'],
        message: `A module imports another only through its index.ts (ADR 040).`,
      })),
  );
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/lib/api/schema.gen.ts',
      'apps/web/public/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Router's redirect()/notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Import boundaries (issue 16): resolved through each workspace's tsconfig.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        }),
      ],
    },
  },
  {
    // The server's module order (docs/architecture.md): each layer below imports only layers
    // listed before it, so a module never imports a higher one and no imports go both ways.
    // Tests may assemble anything (the whole app, another module's scheduler).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', ...serverSchemaFiles],
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ['config.ts'],
            ['db'],
            ['lib'],
            ['plugins'],
            ['modules/health', 'modules/metrics'],
            ['modules/notifications'],
            ['modules/auth'],
            ['modules/dealers'],
            ['modules/kyc'],
            ['modules/listings'],
            ['modules/uploads'],
            ['modules/auctions'],
            [
              'modules/watchlist',
              'modules/payments',
              'modules/analytics',
              'modules/seo',
              'modules/pages',
            ],
            ['modules/admin'],
            ['app.ts', 'server.ts', 'cli'],
          ]
            .flatMap((layer, i, layers) =>
              layer.map((target) => ({
                target: `apps/server/src/${target}`,
                from: layers
                  .slice(i + 1)
                  .flat()
                  .map((higher) => `apps/server/src/${higher}`),
                message: 'A lower layer of the server imports a higher one (docs/architecture.md).',
              })),
            )
            .filter((zone) => zone.from.length > 0)
            .concat(serverFaceZones()),
        },
      ],
    },
  },
  ...serverTableBlocks(),
  {
    // Table declarations (ADR 040) sit beside the layers: a module's `schema.ts` imports only the
    // column helpers and, for a foreign key, the table from `db/schema.ts`, which assembles
    // every `schema.ts` for drizzle and drizzle-kit.
    files: serverSchemaFiles,
    rules: {
      // A table named for a foreign key comes from the aggregate that also re-exports this file:
      // a cycle by design, harmless because drizzle resolves `.references(() => …)` lazily.
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: serverSchemaFiles,
              from: [`${import.meta.dirname}/apps/server/src/**/*`],
              except: [
                `${import.meta.dirname}/apps/server/src/{lib,modules/*}/schema.ts`,
                `${import.meta.dirname}/apps/server/src/db/{schema,columns}.ts`,
              ],
              message:
                'A schema file declares tables: it imports the column helpers and, for a foreign key, the assembled db/schema.ts (ADR 040).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's feature boundaries (docs/architecture.md, ADR 042). shared (lib/, components/) →
    // features → routes/ and app/. A feature imports nothing from another feature: what several
    // features read (the session's `me`, the dealer's profile and KYC, their query keys, the
    // live auction stream) lives in lib/, and routes/ and app/ compose features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: (() => {
      const fs = process.getBuiltinModule('node:fs');
      const src = `${import.meta.dirname}/apps/web/src`;
      const features = fs
        .readdirSync(`${src}/features`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      return {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: src,
            zones: [
              ...features.map((feature) => ({
                target: `./features/${feature}`,
                from: features
                  .filter((other) => other !== feature)
                  .map((other) => `./features/${other}`),
                message: 'A feature imports no other feature: shared pieces live in lib/.',
              })),
              {
                target: ['./lib', './components'],
                from: ['./features', './routes', './app'],
                message: 'Shared code (lib/, components/) imports no feature, route or the app.',
              },
              {
                target: './features',
                from: ['./routes', './app'],
                message: 'Features are composed by routes/ and app/, never the other way.',
              },
            ],
          },
        ],
      };
    })(),
  },
  {
    // Plain ES modules (scripts, benchmarks, public assets) are outside every tsconfig.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
