import type { AuditEvent, AuditEventType, Page, Queues } from '@gavel/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/index.js';
import {
  auctions,
  auditEvents,
  dealerProfiles,
  kycRecords,
  listings,
  users,
} from '../../db/schema.js';
import { decodeTimeCursor, keysetAfter, paginate } from '../../lib/cursor.js';
import { countOpenDisputes } from '../auctions/index.js';

export type OverviewService = ReturnType<typeof createOverviewService>;

export function createOverviewService(deps: { db: Database }) {
  const { db } = deps;

  /** The counts behind the ops navigation; each is one indexed count. */
  async function queues(): Promise<Queues> {
    return db.read(async (ex) => {
      const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      return {
        kyc_pending: await countOf(
          ex.select({ n: count() }).from(kycRecords).where(eq(kycRecords.status, 'pending')),
        ),
        listings_pending: await countOf(
          ex.select({ n: count() }).from(listings).where(eq(listings.status, 'pending_review')),
        ),
        auctions_schedulable: await countOf(
          ex.select({ n: count() }).from(auctions).where(eq(auctions.status, 'pending')),
        ),
        auctions_live: await countOf(
          ex.select({ n: count() }).from(auctions).where(eq(auctions.status, 'live')),
        ),
        fees_outstanding: await countOf(
          ex.select({ n: count() }).from(auctions).where(eq(auctions.feeStatus, 'outstanding')),
        ),
        // The disputes are auctions' own table: counted through its face.
        disputes_open: await countOpenDisputes(ex),
      };
    });
  }

  /** Audit events newest first, with the actor's email, filtered and cursor-paginated. */
  async function events(query: {
    limit: number;
    cursor?: string | undefined;
    type?: AuditEventType | undefined;
    actor_id?: string | undefined;
    subject_id?: string | undefined;
  }): Promise<Page<AuditEvent>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await ex
        .select({ event: auditEvents, actorEmail: users.email })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(
          and(
            query.type ? eq(auditEvents.type, query.type) : undefined,
            query.actor_id ? eq(auditEvents.actorId, query.actor_id) : undefined,
            query.subject_id ? eq(auditEvents.subjectId, query.subject_id) : undefined,
            keysetAfter(auditEvents.createdAt, auditEvents.id, cursor, 'desc'),
          ),
        )
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(query.limit + 1);
      const page = paginate(rows, query.limit, (r) => ({
        k: r.event.createdAt.toISOString(),
        id: r.event.id,
      }));
      const names = await namesOf(
        ex,
        page.rows.map((r) => r.event),
      );
      return {
        items: page.rows.map(({ event, actorEmail }) => {
          const subject = names.subject(event.subjectType, event.subjectId);
          return {
            id: event.id,
            type: event.type as AuditEventType,
            actor_id: event.actorId,
            actor_email: actorEmail,
            subject_type: event.subjectType as AuditEvent['subject_type'],
            subject_id: event.subjectId,
            data: event.data,
            created_at: event.createdAt.toISOString(),
            actor_name: event.actorId ? names.actor(event.actorId) : null,
            subject_name: subject.name,
            listing_id: subject.listingId,
            currency: subject.currency,
            dealer_name: names.dealer(dealerIdOf(event.data)),
          };
        }),
        next_cursor: page.next_cursor,
      };
    });
  }

  return { queues, events };
}

type EventRow = typeof auditEvents.$inferSelect;
interface Subject {
  name: string | null;
  listingId: string | null;
  currency: string | null;
}

/** The dealer a bid, sale or fee names in its data (`dealer_id`, else `winner_dealer_id`). */
function dealerIdOf(data: Record<string, unknown>): string | null {
  const id = data.dealer_id ?? data.winner_dealer_id;
  return typeof id === 'string' ? id : null;
}

const ids = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

/**
 * The names a page of events shows instead of ids, read in one query per kind of record (a page
 * is at most 100 events): actors, subjects, and the dealer their data names.
 */
async function namesOf(ex: Executor, events: EventRow[]) {
  const of = (type: string) =>
    ids(events.filter((e) => e.subjectType === type).map((e) => e.subjectId));
  const auctionIds = of('auction');
  const kycIds = of('kyc');
  const auctionRows = auctionIds.length
    ? await ex
        .select({
          id: auctions.id,
          listingId: auctions.listingId,
          title: listings.title,
          currency: auctions.currency,
        })
        .from(auctions)
        .innerJoin(listings, eq(listings.id, auctions.listingId))
        .where(inArray(auctions.id, auctionIds))
    : [];
  const listingIds = of('listing');
  const listingRows = listingIds.length
    ? await ex
        .select({ id: listings.id, title: listings.title, currency: listings.currency })
        .from(listings)
        .where(inArray(listings.id, listingIds))
    : [];
  const kycRows = kycIds.length
    ? await ex
        .select({ id: kycRecords.id, userId: kycRecords.userId, details: kycRecords.details })
        .from(kycRecords)
        .where(inArray(kycRecords.id, kycIds))
    : [];
  const userIds = ids([
    ...events.map((e) => e.actorId),
    ...of('user'),
    ...kycRows.map((k) => k.userId),
  ]);
  const dealerIds = ids([...of('dealer'), ...events.map((e) => dealerIdOf(e.data))]);
  const userRows = userIds.length
    ? await ex
        .select({ id: users.id, name: users.name, company: dealerProfiles.companyName })
        .from(users)
        .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
        .where(inArray(users.id, userIds))
    : [];
  const dealerRows = dealerIds.length
    ? await ex
        .select({ id: dealerProfiles.id, company: dealerProfiles.companyName })
        .from(dealerProfiles)
        .where(inArray(dealerProfiles.id, dealerIds))
    : [];

  const userById = new Map(userRows.map((u) => [u.id, u]));
  const dealerById = new Map(dealerRows.map((d) => [d.id, d.company]));
  const auctionById = new Map(auctionRows.map((a) => [a.id, a]));
  const listingById = new Map(listingRows.map((l) => [l.id, l]));
  const kycById = new Map(kycRows.map((k) => [k.id, k]));
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

  return {
    /** A dealer by its company, anyone else by their account's name. */
    actor(userId: string): string | null {
      const user = userById.get(userId);
      return user ? (user.company ?? user.name) : null;
    },
    dealer: (dealerId: string | null) => (dealerId ? (dealerById.get(dealerId) ?? null) : null),
    subject(type: string, id: string): Subject {
      switch (type) {
        case 'auction': {
          const auction = auctionById.get(id);
          return {
            name: auction?.title ?? null,
            listingId: auction?.listingId ?? null,
            currency: auction?.currency ?? null,
          };
        }
        case 'listing': {
          const listing = listingById.get(id);
          return {
            name: listing?.title ?? null,
            listingId: listing ? id : null,
            currency: listing?.currency ?? null,
          };
        }
        case 'kyc': {
          const record = kycById.get(id);
          const name =
            text(record?.details.business_name) ??
            text(record?.details.full_name) ??
            (record ? (userById.get(record.userId)?.name ?? null) : null);
          return { name, listingId: null, currency: null };
        }
        case 'dealer':
          return { name: dealerById.get(id) ?? null, listingId: null, currency: null };
        case 'user':
          return { name: userById.get(id)?.name ?? null, listingId: null, currency: null };
        default:
          return { name: null, listingId: null, currency: null };
      }
    },
  };
}
