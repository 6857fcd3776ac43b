import { randomUUID } from 'node:crypto';
import type { NotificationItem } from '@gavel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealer, seller, staff, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import { caller } from '../../../test/lifecycle-fixtures.js';
import { notificationsOf, outboxOf } from '../../../test/mail-fixtures.js';

const t = useTestApp();
const call = caller(() => t.app);

let owner: Actor;
let other: Actor;
/** Ids of the owner's notifications, newest first. */
let newestFirst: string[];

/** Makes `n` notifications for `who` a minute apart through the real write path. */
async function seed(who: Actor, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    t.clock.advance(60);
    await t.db.transaction((tx) =>
      t.app.services.notifier.notifyUser(tx, who.id, {
        type: 'listing.rejected',
        data: {
          listing_id: randomUUID(),
          listing_title: `Listing ${i}`,
          reason: `Reason ${i}`,
        },
        at: t.clock.now(),
      }),
    );
  }
}

interface Feed {
  items: NotificationItem[];
  next_cursor: string | null;
}
const feed = async (who: Actor, query = '') => {
  const res = await call('GET', `/api/notifications${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Feed>();
};
const unread = async (who: Actor) => {
  const res = await call('GET', '/api/notifications/unread-count', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
};

beforeAll(async () => {
  owner = await seller(t.app);
  other = await dealer(t.app);
  await seed(owner, 7);
  await seed(other, 2);
  newestFirst = (await feed(owner, '?limit=100')).items.map((n) => n.id);
});

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, in the documented shape', async () => {
    const { items, next_cursor } = await feed(owner);
    expect(items).toHaveLength(7);
    expect(next_cursor).toBeNull();
    expect(items.map((n) => n.title)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => `Your listing “Listing ${i}” was not approved`),
    );
    const [first] = items;
    expect(first).toEqual({
      id: expect.any(String) as string,
      type: 'listing.rejected',
      title: 'Your listing “Listing 6” was not approved',
      body: 'Reason: Reason 6. You can edit the listing and submit it again.',
      link: expect.stringMatching(/^\/seller\/listings\/[0-9a-f-]{36}$/) as string,
      data: {
        listing_id: expect.any(String) as string,
        listing_title: 'Listing 6',
        reason: 'Reason 6',
      },
      read_at: null,
      created_at: expect.any(String) as string,
    });
    if (first?.type === 'listing.rejected') {
      expect(first.link).toBe(`/seller/listings/${first.data.listing_id}`);
    }
    const times = items.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await feed(other)).items.map((n) => n.data)).not.toContainEqual(first?.data);
  });

  it('pages with limit and cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await feed(owner, query);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((n) => n.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it('filters unread ones with unread=true; unread=false lists everything', async () => {
    const target = newestFirst[1] ?? '';
    expect((await call('POST', `/api/notifications/${target}/read`, owner)).statusCode).toBe(200);
    const unreadOnly = await feed(owner, '?unread=true');
    expect(unreadOnly.items.map((n) => n.id)).toEqual(newestFirst.filter((id) => id !== target));
    expect(unreadOnly.items.every((n) => n.read_at === null)).toBe(true);
    const page = await feed(owner, '?unread=true&limit=2');
    expect(page.items.map((n) => n.id)).toEqual(
      newestFirst.filter((id) => id !== target).slice(0, 2),
    );
    const next = await feed(owner, `?unread=true&limit=2&cursor=${page.next_cursor ?? ''}`);
    expect(next.items.map((n) => n.id)).toEqual(
      newestFirst.filter((id) => id !== target).slice(2, 4),
    );
    expect((await feed(owner, '?unread=false')).items).toHaveLength(7);
  });

  it('refuses bad queries with 422', async () => {
    for (const [query, field] of [
      ['?unread=yes', 'unread'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      ['?kind=x', 'kind'],
    ] as const) {
      const res = await call('GET', `/api/notifications${query}`, owner);
      expect(res.statusCode, query).toBe(422);
      expect(fieldPaths(res), query).toEqual([field]);
    }
  });
});

describe('reading notifications', () => {
  it('marks one read, idempotently, keeping the first read time', async () => {
    const id = newestFirst[2] ?? '';
    const before = await unread(owner);
    const first = await call('POST', `/api/notifications/${id}/read`, owner);
    expect(first.statusCode).toBe(200);
    const readAt = first.json<NotificationItem>().read_at;
    expect(readAt).toBe(t.clock.now().toISOString());
    expect(first.json()).toMatchObject({ id, type: 'listing.rejected' });
    expect(await unread(owner)).toBe(before - 1);

    t.clock.advance(30);
    const again = await call('POST', `/api/notifications/${id}/read`, owner, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<NotificationItem>().read_at).toBe(readAt);
    expect(await unread(owner)).toBe(before - 1);
  });

  it("answers 404 for another user's notification and an unknown id, and changes nothing", async () => {
    const othersId = (await feed(other)).items[0]?.id ?? '';
    for (const id of [othersId, randomUUID()]) {
      const res = await call('POST', `/api/notifications/${id}/read`, owner);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('not_found');
    }
    expect(await unread(other)).toBe(2);
    const bad = await call('POST', '/api/notifications/not-a-uuid/read', owner);
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(['id']);
    const body = await call('POST', `/api/notifications/${othersId}/read`, other, { all: true });
    expect(body.statusCode).toBe(422);
  });

  it('marks all read and answers the unread count; others keep theirs', async () => {
    expect(await unread(owner)).toBe(5);
    const res = await call('POST', '/api/notifications/read-all', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    expect(await unread(owner)).toBe(0);
    expect((await feed(owner, '?unread=true')).items).toEqual([]);
    expect((await feed(owner)).items.every((n) => n.read_at !== null)).toBe(true);
    expect(await unread(other)).toBe(2);
    // Nothing left to mark: still fine.
    expect((await call('POST', '/api/notifications/read-all', owner, {})).json()).toEqual({
      count: 0,
    });
    // A new one counts again.
    await seed(owner, 1);
    expect(await unread(owner)).toBe(1);
  });
});

describe('notices without email', () => {
  it('makes an `email: false` notice in the app only, beside emailed ones or alone', async () => {
    const who = await seller(t.app);
    const notice = (title: string) => ({
      userId: who.id,
      type: 'listing.rejected' as const,
      data: { listing_id: randomUUID(), listing_title: title, reason: 'Blurry photos' },
      at: t.clock.now(),
    });
    const { notifier } = t.app.services;
    const made = await t.db.transaction(async (tx) => [
      await notifier.notifyAll(tx, [
        notice('Emailed 1'),
        { ...notice('Quiet 1'), email: false },
        notice('Emailed 2'),
      ]),
      // Only quiet ones: a statement without the email parts.
      await notifier.notifyAll(tx, [{ ...notice('Quiet 2'), email: false }]),
    ]);
    expect(made).toEqual([3, 1]);
    const rows = await notificationsOf(t.db, who.id);
    const emailed = new Set((await outboxOf(t.db, who.id)).map((e) => e.email.notificationId));
    const titles = (mailed: boolean) =>
      rows
        .filter((n) => emailed.has(n.id) === mailed)
        .map((n) => String(n.data.listing_title))
        .sort();
    expect(titles(true)).toEqual(['Emailed 1', 'Emailed 2']);
    expect(titles(false)).toEqual(['Quiet 1', 'Quiet 2']);
  });
});

describe('access', () => {
  it('needs a valid access token (401)', async () => {
    const id = newestFirst[0] ?? '';
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${id}/read`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(errorCode(res)).toBe('unauthenticated');
      const forged = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer a.b.c' },
      });
      expect(forged.statusCode, url).toBe(401);
    }
  });

  it('gives every account a feed, staff included (empty)', async () => {
    const admin = await staff(t.app);
    expect(await feed(admin)).toEqual({ items: [], next_cursor: null });
    expect(await unread(admin)).toBe(0);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json<{ paths: Record<string, object> }>();
    for (const path of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/read-all',
      '/api/notifications/{id}/read',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
