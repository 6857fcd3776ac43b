import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { Api, type Session } from './api.js';

export { expect };
export type { Session };

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
/**
 * The screenshots are for a person to look at, and nobody looks at a CI run's (its clone is
 * thrown away): CI skips them unless `E2E_SCREENSHOTS=1`, elsewhere they are taken unless
 * `E2E_SCREENSHOTS=0`. The checks beside them (axe in both themes, at both widths) always run.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : !process.env.CI;

/**
 * A failed answer a story provokes on purpose: a 401 before the access token is renewed, a 404
 * page, a 409 for a bid that is too low. `path` is matched against the path and query; `status`
 * is the answer's, or `'failed'` for a request that got none (a route the story aborts).
 */
export interface ExpectedError {
  path: RegExp;
  status: number | 'failed';
}

/** SPEC §4.2: `GET /api/dealer/profile` answers 404 until the dealer has made a profile. */
export const NO_DEALER_PROFILE: ExpectedError = { path: /^\/api\/dealer\/profile$/, status: 404 };

/**
 * Chromium logs every 4xx/5xx answer as "Failed to load resource: the server responded with a
 * status of …", without the URL in the text. The guard judges those answers by their response
 * (status and URL) instead, and a request that got no answer by the message's URL.
 */
const STATUS_CONSOLE = /^Failed to load resource: the server responded with a status of \d+/;
const NETWORK_CONSOLE = 'Failed to load resource: net::';

interface Fixtures {
  api: Api;
  /** Console errors a story provokes on purpose (e.g. the router reporting a failed loader). */
  consoleAllow: RegExp[];
  /**
   * Declares failed answers of our own server (status 400 or more, or none at all) that the
   * story provokes on purpose; any other fails it. Call it before the step that provokes them.
   */
  expectErrors: (...errors: ExpectedError[]) => void;
  /** What `expectErrors` declared in this test. */
  expectedErrors: ExpectedError[];
  /**
   * Fails the test on any console error or uncaught exception in the page, and on any failed
   * answer of our own server that the story did not declare with `expectErrors`.
   */
  consoleGuard: undefined;
}

/**
 * Watches `page` as the `consoleGuard` fixture does, pushing what goes wrong to `problems`
 * (prefixed with `who`): also for pages a story opens in contexts of its own.
 */
export function guardPage(
  page: Page,
  problems: string[],
  options: {
    baseURL: string | undefined;
    consoleAllow?: readonly RegExp[];
    /** Read as answers come: declarations made later in the story count from then on. */
    expectedErrors?: readonly ExpectedError[];
    who?: string;
  },
): void {
  const { consoleAllow = [], expectedErrors = [], who } = options;
  const prefix = who ? `${who}: ` : '';
  // Our server answers on the base URL's port, under whatever name (insecure-origin.spec.ts).
  const ourPort = options.baseURL ? new URL(options.baseURL).port : undefined;
  /** The path and query of a URL of our own server; null for any other. */
  const ours = (href: string) => {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.port === ourPort
      ? `${url.pathname}${url.search}`
      : null;
  };
  const declared = (path: string, status: ExpectedError['status']) =>
    expectedErrors.some((e) => e.status === status && e.path.test(path));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (STATUS_CONSOLE.test(text) || consoleAllow.some((pattern) => pattern.test(text))) return;
    const { url } = message.location();
    const path = url && text.startsWith(NETWORK_CONSOLE) ? ours(url) : null;
    if (path !== null && declared(path, 'failed')) return;
    problems.push(`${prefix}${text}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${prefix}pageerror: ${error.message}`));
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const path = ours(response.url());
    if (path === null || declared(path, status)) return;
    problems.push(`${prefix}HTTP ${String(status)} ${response.request().method()} ${path}`);
  });
}

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
  consoleAllow: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- a fixture of its own, with no other needed
  expectedErrors: async ({}, use) => {
    await use([]);
  },
  expectErrors: async ({ expectedErrors }, use) => {
    await use((...errors) => expectedErrors.push(...errors));
  },
  consoleGuard: [
    async ({ page, consoleAllow, expectedErrors, baseURL }, use) => {
      const problems: string[] = [];
      guardPage(page, problems, { baseURL, consoleAllow, expectedErrors });
      await use(undefined);
      expect(problems, 'console errors and undeclared failed answers').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Puts a session into `localStorage["auth"]` (seed §3), then opens `path`; on `origin` when
 * given (the story of an origin that is not a secure context), else on the base URL.
 */
export async function signIn(page: Page, session: Session, path = '/', origin = ''): Promise<void> {
  // Written from a static file of the same origin, where no app runs that could act on the
  // session (or on a deliberately broken one) before the page under test loads.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    (stored) => {
      localStorage.setItem('auth', JSON.stringify(stored));
    },
    { token: session.token, refreshToken: session.refreshToken, roles: session.roles },
  );
  await page.goto(`${origin}${path}`);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, state = 'the page'): Promise<void> {
  // Once per document: compiling axe's source (650 KB) for every check made the account stories
  // 15 % slower.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes
          .slice(0, 5)
          .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`.trim()),
      }));
  });
  expect(violations, `serious or critical accessibility violations: ${state}`).toEqual([]);
}

const SCHEMES = ['light', 'dark'] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const PHONE = VIEWPORTS.filter((viewport) => viewport.name === 'phone');

/** Switches the theme, which follows the system (the default), and waits for `<html>` to follow. */
async function useScheme(page: Page, scheme: (typeof SCHEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
}

/**
 * The stylesheet of a full-page screenshot: it draws the page beyond the window without
 * bringing that part near the screen, so content the page leaves unrendered until then
 * (`content-visibility: auto`, the catalogue's cards) would come out blank, where a person
 * scrolling down sees it drawn.
 */
export const FULL_PAGE_STYLE = '* { content-visibility: visible !important; }';

/**
 * The accessibility check (axe-core) in both themes, and screenshots of the page as it is, light
 * and dark, desktop and 375 px, under e2e/screenshots/ (git-ignored; not taken in CI, above).
 *
 * axe runs first in both themes on the page exactly as the story left it: the same viewport,
 * the same focus, the pointer still on the button it last clicked (a hovered confirm button in
 * an open dialog is a state users see). Resizing before the dark pass would move a centred
 * dialog away from the pointer and check another state than the light pass did. The phone
 * layout (375 px) is checked as well, in both themes, whether or not screenshots are taken.
 */
export async function capture(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Colour transitions after a theme switch would let axe measure half-faded contrast.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    // React re-hoists the route's <title> as it re-renders; axe measures the settled page.
    await expect(page).toHaveTitle(/\S/);
    await expectAccessible(page, `${name}, ${scheme}`);
  }
  const original = page.viewportSize();
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    for (const viewport of SCREENSHOTS ? VIEWPORTS : PHONE) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (viewport.name === 'phone') {
        await expectAccessible(page, `${name}, ${scheme}, ${String(viewport.width)} px`);
      }
      if (!SCREENSHOTS) continue;
      // A full-page shot draws the sticky header where the window is scrolled to: from a
      // scrolled page (a focused field further down) it would sit mid-page over the content.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.screenshot({
        path: `${SCREENSHOT_DIR}${name}-${scheme}-${viewport.name}.png`,
        fullPage: true,
        style: FULL_PAGE_STYLE,
        animations: 'disabled',
        caret: 'hide',
      });
    }
  }
  if (original) await page.setViewportSize(original);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until React has taken over the page (`hydrateRoot` or `createRoot` on `#root`): a
 * server-rendered page (SPEC §10) shows its links and buttons before that, and a click on them
 * is then the browser's (a full page load), not the app's.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
