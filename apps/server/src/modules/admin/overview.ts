import type { AuditEvent, AuditEventType, Page, Queues } from '@gavel/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { auctions, auditEvents, kycRecords, listings, users } from '../../db/schema.js';
import { decodeTimeCursor, keysetAfter, paginate } from '../../lib/cursor.js';

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
      return {
        items: page.rows.map(({ event, actorEmail }) => ({
          id: event.id,
          type: event.type as AuditEventType,
          actor_id: event.actorId,
          actor_email: actorEmail,
          subject_type: event.subjectType as AuditEvent['subject_type'],
          subject_id: event.subjectId,
          data: event.data,
          created_at: event.createdAt.toISOString(),
        })),
        next_cursor: page.next_cursor,
      };
    });
  }

  return { queues, events };
}
