import type { KycKind, KycRecordStatus } from '@gavel/contract';
import { and, asc, eq, gte, inArray, or, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { accountEmails } from '../auth/index.js';
import { kycRecords } from './schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';

export type KycRow = typeof kycRecords.$inferSelect;
/** A record with its owner's account email, as staff see it. */
export type StaffKycRow = KycRow & { email: string };

export async function findByOwner(
  ex: Executor,
  userId: string,
  kind: KycKind,
  opts: { lock?: boolean } = {},
): Promise<KycRow | undefined> {
  const query = ex
    .select()
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), eq(kycRecords.kind, kind)))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** Loads a record and locks it until the transaction ends, so one review wins a race. */
export async function lockById(ex: Executor, id: string): Promise<KycRow | undefined> {
  const [row] = await ex
    .select()
    .from(kycRecords)
    .where(eq(kycRecords.id, id))
    .limit(1)
    .for('update');
  return row;
}

export interface Submission {
  details: Record<string, unknown>;
  documentUploadIds: string[];
  at: Date;
}

export async function insertRecord(
  ex: Executor,
  input: Submission & { userId: string; kind: KycKind },
): Promise<KycRow> {
  const [row] = await ex
    .insert(kycRecords)
    .values({
      userId: input.userId,
      kind: input.kind,
      status: 'pending',
      details: input.details,
      documentUploadIds: input.documentUploadIds,
      submittedAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('insert into kyc_records returned no row');
  return row;
}

async function updateRecord(
  ex: Executor,
  id: string,
  values: Partial<typeof kycRecords.$inferInsert>,
): Promise<KycRow> {
  const [row] = await ex.update(kycRecords).set(values).where(eq(kycRecords.id, id)).returning();
  if (!row) throw new Error('update of kyc_records returned no row');
  return row;
}

/** A resubmission replaces the fields and clears the last review; the audit trail keeps it. */
export function resubmitRecord(ex: Executor, id: string, input: Submission): Promise<KycRow> {
  return updateRecord(ex, id, {
    status: 'pending',
    details: input.details,
    documentUploadIds: input.documentUploadIds,
    reviewNote: null,
    reviewedAt: null,
    reviewedBy: null,
    submittedAt: input.at,
    updatedAt: input.at,
  });
}

export function recordReview(
  ex: Executor,
  id: string,
  review: { status: KycRecordStatus; note: string | null; by: string; at: Date },
): Promise<KycRow> {
  return updateRecord(ex, id, {
    status: review.status,
    reviewNote: review.note,
    reviewedAt: review.at,
    reviewedBy: review.by,
    updatedAt: review.at,
  });
}

/** A record with its owner's account email, in one query. */
export async function findByOwnerWithEmail(
  ex: Executor,
  userId: string,
  kind: KycKind,
): Promise<StaffKycRow | undefined> {
  const [row] = await ex
    .select({ record: kycRecords, email: accountEmails.email })
    .from(kycRecords)
    .innerJoin(accountEmails, eq(accountEmails.id, kycRecords.userId))
    .where(and(eq(kycRecords.userId, userId), eq(kycRecords.kind, kind)))
    .limit(1);
  return row ? { ...row.record, email: row.email } : undefined;
}

export async function findAccountEmail(ex: Executor, userId: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ email: accountEmails.email })
    .from(accountEmails)
    .where(eq(accountEmails.id, userId))
    .limit(1);
  return row?.email;
}

/** Pending records, oldest submission first, with their owner's email: one query. */
export async function listPending(
  ex: Executor,
  input: { limit: number; cursor?: TimeCursor },
): Promise<StaffKycRow[]> {
  const rows = await ex
    .select({ record: kycRecords, email: accountEmails.email })
    .from(kycRecords)
    .innerJoin(accountEmails, eq(accountEmails.id, kycRecords.userId))
    .where(
      and(
        eq(kycRecords.status, 'pending'),
        keysetAfter(kycRecords.submittedAt, kycRecords.id, input.cursor, 'asc'),
      ),
    )
    .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.id))
    .limit(input.limit);
  return rows.map((r) => ({ ...r.record, email: r.email }));
}

/**
 * For uploads' sweep of unattached documents (ADR 040), inside its own statement: the KYC
 * records that keep the upload whose columns are given, to test with `notExists`. A record of
 * the owner keeps it if it lists it, or if it was submitted since the upload was finalized (a
 * document left out of a submission may belong to an earlier one).
 */
export function documentKeptByKyc(
  ex: Executor,
  upload: { id: Column; ownerId: Column; finalizedAt: Column },
) {
  return ex
    .select({ id: kycRecords.id })
    .from(kycRecords)
    .where(
      and(
        eq(kycRecords.userId, upload.ownerId),
        or(
          sql`${upload.id} = any(${kycRecords.documentUploadIds})`,
          gte(kycRecords.submittedAt, upload.finalizedAt),
        ),
      ),
    );
}

/** For dealers (ADR 040): the status of the user's dealer KYC, locking its record. */
export async function lockDealerKycStatus(
  ex: Executor,
  userId: string,
): Promise<KycRecordStatus | undefined> {
  const [row] = await ex
    .select({ status: kycRecords.status })
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), eq(kycRecords.kind, 'dealer')))
    .limit(1)
    .for('update');
  return row?.status;
}

/** For dealers' staff list (ADR 040): the dealer KYC status of each of `userIds`. */
export async function dealerKycStatuses(
  ex: Executor,
  userIds: string[],
): Promise<Map<string, KycRecordStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .select({ userId: kycRecords.userId, status: kycRecords.status })
    .from(kycRecords)
    .where(and(inArray(kycRecords.userId, userIds), eq(kycRecords.kind, 'dealer')));
  return new Map(rows.map((r) => [r.userId, r.status]));
}
