import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';

/**
 * The server's outbox (SPEC §3.1): with no SMTP_URL every email is one `.eml` file in
 * `DATA_DIR/outbox/`, written about a second after the request. The e2e server's DATA_DIR is
 * `GAVEL_E2E_DATA_DIR` (playwright.config.ts), inherited by every worker.
 */
function outboxDir(): string {
  const dataDir = process.env.GAVEL_E2E_DATA_DIR;
  if (!dataDir) throw new Error('GAVEL_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

export type EmailedPath = '/reset-password' | '/verify-email';

interface Sent {
  file: string;
  to: string[];
  links: string[];
}

/** A file is written whole (renamed from `.partial`) and never changes: parse each once. */
const parsed = new Map<string, Sent>();

async function read(file: string): Promise<Sent> {
  const known = parsed.get(file);
  if (known) return known;
  const email = await PostalMime.parse(await readFile(join(outboxDir(), file)));
  const sent: Sent = {
    file,
    to: email.to?.map((address) => address.address?.toLowerCase() ?? '') ?? [],
    links: [...(email.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
  };
  parsed.set(file, sent);
  return sent;
}

/** Every link to `path` emailed to `to` so far, oldest first (file names start with the time). */
export async function linksSentTo(to: string, path: EmailedPath): Promise<string[]> {
  const address = to.toLowerCase();
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return []; // no email at all yet
  }
  const links: string[] = [];
  for (const file of files) {
    const sent = await read(file);
    if (!sent.to.includes(address)) continue;
    links.push(...sent.links.filter((link) => new URL(link).pathname === path));
  }
  return links;
}

/**
 * Waits for the newest email to `to` with a link to `path` that is not one of `seen` (the
 * links sent before the action under test), and answers the link.
 */
export async function emailedLink(
  to: string,
  path: EmailedPath,
  seen: readonly string[] = [],
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await linksSentTo(to, path)).filter((link) => !seen.includes(link));
    const newest = fresh.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a ${path} link`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The token of an emailed link, for setting up a story through the API. */
export const tokenOf = (link: string): string => {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

/**
 * Opens the newest confirmation link emailed to `email` in `page`, as the person would from
 * their inbox, and waits for the address to be confirmed; "Continue" (signed in) leads on.
 */
export async function confirmEmailInPage(page: Page, email: string): Promise<void> {
  await page.goto(await emailedLink(email, '/verify-email'));
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
}
