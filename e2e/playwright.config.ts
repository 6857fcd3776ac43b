import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// GAVEL_E2E_PORT lets two runs (e.g. two engineers on one machine) use different ports.
const PORT = Number(process.env.GAVEL_E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Every run starts the server on an empty database. The config is evaluated again in each
 * worker; the environment variable (inherited by workers) keeps them all on the first choice.
 * Old runs are removed here rather than in a teardown, which would run while the server still
 * holds its files; only runs older than a day, so a run going on beside this one keeps its data.
 */
function freshDataDir(): string {
  const existing = process.env.GAVEL_E2E_DATA_DIR;
  if (existing) return existing;
  const root = join(tmpdir(), 'gavel-e2e');
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (Date.now() - statSync(path).mtimeMs > 86_400_000)
      rmSync(path, { recursive: true, force: true });
  }
  const dir = join(root, `run-${String(Date.now())}-${String(process.pid)}`);
  mkdirSync(dir, { recursive: true });
  process.env.GAVEL_E2E_DATA_DIR = dir;
  return dir;
}

// Debian's Chromium: Playwright never downloads a browser in this project.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  // Per port, so two runs on one machine do not overwrite each other's traces.
  outputDir: `test-results/port-${String(PORT)}`,
  fullyParallel: true,
  // One worker on 2 cores (Playwright's default, half the cores). Two, tried again with the CI's
  // traces and screenshots off, still failed stories on time there (ADR 059, ADR 064).
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a story that fails once is a flake to fix, not a green run.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    // A failed story's trace, for the engineer who runs it. Not in CI: nobody opens a CI run's
    // traces (its clone is thrown away), and recording them (a screencast and a DOM snapshot
    // per action) cost a fifth of each story's time on 2 cores (ADR 064).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /review-next\.spec\.ts$/,
      use: chromium,
    },
    {
      // "Review next" approves the oldest pending listing of the whole queue, whichever story
      // submitted it: it runs once every other story is done.
      name: 'review-queue',
      testMatch: /review-next\.spec\.ts$/,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: {
    // `npm start` as a newcomer runs it (it rebuilds only what is stale; `npm run test:e2e`
    // has just built everything), on a fresh DATA_DIR.
    command: 'npm start',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: freshDataDir(),
      // The embedded database in that fresh folder, as a newcomer's: never the DATABASE_URL or
      // REDIS_URL of the shell (CI's), whose rows outlive the run and would show other runs'
      // lots, with photos in other runs' folders (empty means unset).
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT: 'off',
      // Stories running in parallel read the same public lists right after changing them; the
      // one-second public read cache (ADR 021) has its own API test.
      PUBLIC_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      // Emailed links (password reset, email confirmation) lead to the server under test.
      PUBLIC_URL: baseURL,
      // The staff account the stories sign in with (support/api.ts).
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'Admin-pass-2026!',
      // Lets a story schedule a one-minute auction.
      AUCTION_MIN_DURATION_SECONDS: '60',
      // A late bid extends a one-minute auction by 10 s rather than 2 minutes.
      SOFT_CLOSE_SECONDS: '10',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stderr: 'pipe',
  },
});
