import type { DealerStatus } from '@gavel/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { accountEmails } from '../auth/index.js';
import { dealerProfiles, type KycAddress } from './schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';

export type DealerProfileRow = typeof dealerProfiles.$inferSelect;
/** A profile with its account email, as the staff list shows it. */
export type StaffDealerRow = DealerProfileRow & { accountEmail: string };

export interface ProfileFields {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  address: KycAddress;
  website: string | null;
}

/** Only the profile fields of `input`, which may carry more. */
const profileFields = (input: ProfileFields): ProfileFields => ({
  companyName: input.companyName,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  address: input.address,
  website: input.website,
});

/** The profile `where` picks; with `lock`, locked until the transaction ends. */
async function findProfile(
  ex: Executor,
  where: SQL,
  opts: { lock?: boolean },
): Promise<DealerProfileRow | undefined> {
  const query = ex.select().from(dealerProfiles).where(where).limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export function findProfileByUser(ex: Executor, userId: string, opts: { lock?: boolean } = {}) {
  return findProfile(ex, eq(dealerProfiles.userId, userId), opts);
}

export function findProfileById(ex: Executor, id: string, opts: { lock?: boolean } = {}) {
  return findProfile(ex, eq(dealerProfiles.id, id), opts);
}

export async function insertProfile(
  ex: Executor,
  input: ProfileFields & { userId: string; at: Date },
): Promise<DealerProfileRow> {
  const [row] = await ex
    .insert(dealerProfiles)
    .values({
      userId: input.userId,
      status: 'pending',
      ...profileFields(input),
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('insert into dealer_profiles returned no row');
  return row;
}

async function updateProfile(
  ex: Executor,
  id: string,
  values: Partial<typeof dealerProfiles.$inferInsert>,
): Promise<DealerProfileRow> {
  const [row] = await ex
    .update(dealerProfiles)
    .set(values)
    .where(eq(dealerProfiles.id, id))
    .returning();
  if (!row) throw new Error('update of dealer_profiles returned no row');
  return row;
}

export function updateProfileFields(
  ex: Executor,
  id: string,
  input: ProfileFields & { at: Date },
): Promise<DealerProfileRow> {
  return updateProfile(ex, id, { ...profileFields(input), updatedAt: input.at });
}

export function setStatus(
  ex: Executor,
  id: string,
  input: {
    status: DealerStatus;
    suspendedReason: string | null;
    activatedAt?: Date;
    /** Set on a suspension: the profile's new count (ADR 025). */
    suspensionCount?: number;
    at: Date;
  },
): Promise<DealerProfileRow> {
  return updateProfile(ex, id, {
    status: input.status,
    suspendedReason: input.suspendedReason,
    ...(input.activatedAt ? { activatedAt: input.activatedAt } : {}),
    ...(input.suspensionCount === undefined ? {} : { suspensionCount: input.suspensionCount }),
    updatedAt: input.at,
  });
}

function staffQuery(ex: Executor, where: SQL | undefined) {
  return ex
    .select({ profile: dealerProfiles, accountEmail: accountEmails.email })
    .from(dealerProfiles)
    .innerJoin(accountEmails, eq(accountEmails.id, dealerProfiles.userId))
    .where(where);
}

const flatten = (r: { profile: DealerProfileRow; accountEmail: string }): StaffDealerRow => ({
  ...r.profile,
  accountEmail: r.accountEmail,
});

/** Newest profiles first, optionally of one status: one query, whatever the page size. */
export async function listForStaff(
  ex: Executor,
  input: { status?: DealerStatus; limit: number; cursor?: TimeCursor },
): Promise<StaffDealerRow[]> {
  const rows = await staffQuery(
    ex,
    and(
      input.status ? eq(dealerProfiles.status, input.status) : undefined,
      keysetAfter(dealerProfiles.createdAt, dealerProfiles.id, input.cursor, 'desc'),
    ),
  )
    .orderBy(desc(dealerProfiles.createdAt), desc(dealerProfiles.id))
    .limit(input.limit);
  return rows.map(flatten);
}

export async function findForStaff(ex: Executor, id: string): Promise<StaffDealerRow | undefined> {
  const [row] = await staffQuery(ex, eq(dealerProfiles.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}
