import { randomUUID } from 'node:crypto';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_EMAIL_INTERVAL_SECONDS,
  MESSAGES_PER_MINUTE,
  type Message,
} from '@gavel/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorCode, errorOf } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  fieldPaths,
  liveEventsOf,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf, outboxEmailsTo, outboxOf } from '../../../test/mail-fixtures.js';
import { auctionMessages } from '../../db/schema.js';

// SPEC §13.3 (issue 35): the thread of a sold auction between its seller and its winning dealer;
// staff read it and write as staff. One world for the file: four auctions ended at once.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
/** Bid on the sold auctions and lost: a dealer, but not the winner. */
let rival: Actor;
let otherSeller: Actor;
type Made = Awaited<ReturnType<typeof approvedAuction>>;
/** Sold to the buyer: the conversation, the rate limit and the live event. */
let talk: Made;
/** Sold to the buyer: the notices and emails. */
let told: Made;
let belowReserve: Made;
let noBids: Made;
const TOLD_TITLE = 'Nikon F2 with its logbook';

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd');
  rival = await activeDealer(t.app, admin, 'Quay Motors Ltd');
  otherSeller = await seller(t.app);
  [talk, told, belowReserve, noBids] = await Promise.all([
    approvedAuction(t.app, admin),
    approvedAuction(t.app, admin, { ...completeListing, title: TOLD_TITLE }),
    approvedAuction(t.app, admin),
    approvedAuction(t.app, admin),
  ]);
  for (const made of [talk, told, belowReserve, noBids]) {
    await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  }
  for (const made of [talk, told]) {
    await bid(t.app, rival, made.auctionId, 185_000);
    await bid(t.app, buyer, made.auctionId, 190_000);
  }
  // Below the reserve (1,800.00): ended unsold, its thread never exists.
  await bid(t.app, buyer, belowReserve.auctionId, 150_000);
  t.clock.advance(600);
  await t.runDue();
}, 60_000);
afterAll(() => t.close());

const call = caller(() => t.app);
const path = (auctionId: string, query = '') => `/api/auctions/${auctionId}/messages${query}`;

async function write(who: Actor, auctionId: string, body: string): Promise<Message> {
  const res = await call('POST', path(auctionId), who, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}
async function read(who: Actor, auctionId: string, query = '?limit=100') {
  const res = await call('GET', path(auctionId, query), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Message[]; next_cursor: string | null }>();
}
const stored = async (auctionId: string) => {
  const [row] = await t.db.read((ex) =>
    ex.select({ n: count() }).from(auctionMessages).where(eq(auctionMessages.auctionId, auctionId)),
  );
  return row?.n ?? 0;
};
const now = () => t.clock.now().toISOString();

describe('the thread of a sold auction', () => {
  it('is a conversation oldest first, read marks set by the other side, bodies kept as typed', async () => {
    const id = talk.auctionId;
    const typed = 'Hello,\r\n  when can you collect?\n<b>Not bold</b> & "quoted"\n';
    const first = await write(talk.owner, id, typed);
    expect(first).toEqual({
      id: expect.any(String) as string,
      from: 'seller',
      body: typed,
      created_at: now(),
      read_at: null,
    });

    t.clock.advance(1);
    const dealerReadAt = now();
    const seen = await read(buyer, id);
    expect(seen).toEqual({ items: [{ ...first, read_at: dealerReadAt }], next_cursor: null });
    const reply = await write(buyer, id, 'Tomorrow at 10.');
    expect(reply).toMatchObject({ from: 'dealer', read_at: null });

    t.clock.advance(1);
    const note = await write(admin, id, 'Gavel here: the paperwork is ready.');
    expect(note.from).toBe('staff');

    // The dealer reads the staff note; its own reply stays unread until the seller reads.
    t.clock.advance(1);
    const staffReadAt = now();
    expect((await read(buyer, id)).items).toEqual([
      { ...first, read_at: dealerReadAt },
      reply,
      { ...note, read_at: staffReadAt },
    ]);
    t.clock.advance(1);
    const sellerReadAt = now();
    expect((await read(talk.owner, id)).items).toEqual([
      { ...first, read_at: dealerReadAt },
      { ...reply, read_at: sellerReadAt },
      // Read first by the dealer: that time stays.
      { ...note, read_at: staffReadAt },
    ]);

    // Staff reading marks nothing.
    t.clock.advance(1);
    const last = await write(talk.owner, id, 'See you then.');
    const asStaff = await read(admin, id);
    expect(asStaff.items.map((m) => m.id)).toEqual([first.id, reply.id, note.id, last.id]);
    expect(asStaff.items.at(-1)?.read_at).toBeNull();

    // Pages of two, in order, without gaps or repeats.
    const pages: string[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await read(
        buyer,
        id,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(page.items.map((m) => m.id));
      cursor = page.next_cursor;
    }
    expect(pages).toEqual([
      [first.id, reply.id],
      [note.id, last.id],
    ]);
    const bad = await call('GET', path(id, '?cursor=not-a-cursor'), buyer);
    expect(fieldPaths(bad)).toEqual(['cursor']);
  });

  it('is 401 without a token and 404 to anyone else, or for an auction that was not sold', async () => {
    const id = talk.auctionId;
    for (const method of ['GET', 'POST'] as const) {
      const payload = method === 'POST' ? { body: 'Hello?' } : undefined;
      expect((await call(method, path(id), undefined, payload)).statusCode).toBe(401);
      for (const who of [rival, otherSeller]) {
        const res = await call(method, path(id), who, payload);
        expect(res.statusCode, res.body).toBe(404);
        expect(errorCode(res)).toBe('not_found');
      }
      // Its own parties and staff: not even an auction that ended unsold.
      for (const [made, who] of [
        [belowReserve, belowReserve.owner],
        [belowReserve, buyer],
        [belowReserve, admin],
        [noBids, noBids.owner],
      ] as const) {
        expect((await call(method, path(made.auctionId), who, payload)).statusCode).toBe(404);
      }
      expect((await call(method, path(randomUUID()), admin, payload)).statusCode).toBe(404);
    }
    expect(await stored(belowReserve.auctionId)).toBe(0);
  });

  it('refuses an empty, blank or too long body with 422 on `body`, storing nothing', async () => {
    const id = talk.auctionId;
    const before = await stored(id);
    for (const body of ['', '  \n\t ', 'x'.repeat(MESSAGE_BODY_MAX + 1)]) {
      const res = await call('POST', path(id), talk.owner, { body });
      expect(res.statusCode, res.body).toBe(422);
      expect(new Set(fieldPaths(res))).toEqual(new Set(['body']));
    }
    expect(await stored(id)).toBe(before);
    // The longest allowed is kept whole.
    const longest = 'y'.repeat(MESSAGE_BODY_MAX);
    expect((await write(buyer, id, longest)).body).toBe(longest);
  });

  it('tells the other side at once, and emails it at most once per 15 minutes per thread', async () => {
    const id = told.auctionId;
    const messageNotices = async (who: Actor) =>
      (await notificationsOf(t.db, who.id, 'message.received')).filter(
        (n) => n.data.auction_id === id,
      );
    /** The queued emails of those notices. */
    const messageEmails = async (who: Actor) => {
      const ids = new Set((await messageNotices(who)).map((n) => n.id));
      return (await outboxOf(t.db, who.id)).filter((e) => ids.has(e.email.notificationId ?? ''));
    };

    t.clock.advance(60);
    const first = await write(told.owner, id, 'The keys are with the receptionist.');
    // In the message's own transaction: no job has run.
    const [notice] = await messageNotices(buyer);
    expect(notice).toMatchObject({
      title: `New message about “${TOLD_TITLE}”`,
      link: `/dealer/listings/${told.listingId}`,
      readAt: null,
      data: {
        auction_id: id,
        listing_id: told.listingId,
        listing_title: TOLD_TITLE,
        currency: 'USD',
        message_id: first.id,
        from: 'seller',
        side: 'dealer',
      },
    });
    expect(await messageNotices(told.owner)).toEqual([]);
    expect(await messageEmails(buyer)).toHaveLength(1);

    // A second message within the interval: a notice, no second email.
    t.clock.advance(60);
    await write(told.owner, id, 'And the logbook.');
    expect(await messageNotices(buyer)).toHaveLength(2);
    expect(await messageEmails(buyer)).toHaveLength(1);
    await t.app.services.emailWorker.runDue();
    const sent = await outboxEmailsTo(t.app.config.dataDir, buyer.email);
    const about = `New message about “${TOLD_TITLE}”`;
    expect(sent.filter((e) => e.parsed.subject === about)).toHaveLength(1);

    // 15 minutes after the first email, the next message is emailed again.
    t.clock.advance(MESSAGE_EMAIL_INTERVAL_SECONDS - 60);
    await write(told.owner, id, 'Still there?');
    expect(await messageEmails(buyer)).toHaveLength(2);

    // Staff's message tells both parties, never its writer; each by its own interval.
    t.clock.advance(1);
    await write(admin, id, 'Gavel staff: please confirm the collection.');
    expect((await messageNotices(buyer)).at(-1)?.data).toMatchObject({
      from: 'staff',
      side: 'dealer',
    });
    expect((await messageNotices(told.owner)).map((n) => n.data)).toEqual([
      expect.objectContaining({ from: 'staff', side: 'seller' }),
    ]);
    expect((await notificationsOf(t.db, admin.id, 'message.received')).length).toBe(0);
    expect(await messageEmails(buyer)).toHaveLength(2);
    expect(await messageEmails(told.owner)).toHaveLength(1);
    // The dealer answers: the seller was emailed a second ago, so only the notice.
    await write(buyer, id, 'Confirmed.');
    expect(await messageNotices(told.owner)).toHaveLength(2);
    expect((await messageNotices(told.owner)).at(-1)?.link).toBe(`/seller/outcomes/${id}`);
    expect(await messageEmails(told.owner)).toHaveLength(1);
    expect(await messageNotices(buyer)).toHaveLength(4);
  });

  it(`allows ${String(MESSAGES_PER_MINUTE)} messages a minute per user, then 429 with Retry-After`, async () => {
    const id = talk.auctionId;
    const busy = await staff(t.app);
    t.clock.advance(60);
    for (let i = 1; i <= MESSAGES_PER_MINUTE; i++) await write(busy, id, `Note ${String(i)}`);
    const before = await stored(id);
    const refused = await call('POST', path(id), busy, { body: 'One too many' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorCode(refused)).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect(errorOf(refused).details).toMatchObject({ retry_after_seconds: 60 });
    expect(await stored(id)).toBe(before);
    // Counted per user: the seller still writes.
    await write(talk.owner, id, 'Busy thread.');
    t.clock.advance(60);
    await write(busy, id, 'A minute later.');
  });

  it('announces each message on the auction’s live stream with `{}` as its data', async () => {
    const id = talk.auctionId;
    const before = (await liveEventsOf(t.db, id, 'message')).length;
    await write(buyer, id, 'Anyone watching the stream sees only that something was said.');
    const events = await liveEventsOf(t.db, id, 'message');
    expect(events).toHaveLength(before + 1);
    expect(events.map((e) => e.data)).toEqual(events.map(() => ({})));
  });
});
