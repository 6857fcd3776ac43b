import type {
  AdminDealer,
  AdminDealersQuery,
  AuditEventType,
  DealerProfile,
  DealerProfileInput,
  DealerStatus,
  KycRecordStatus,
  Page,
} from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import { toAddress } from '../../lib/address.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { activateDealerIfReady } from './activation.js';
import type { DealerKyc } from './dealer-kyc.js';
import type { DealerSales } from './dealer-sales.js';
import * as repo from './repository.js';

export interface DealerServiceDeps {
  db: Database;
  clock: Clock;
  /** The dealer KYC, from kyc (`app.services.dealerKyc`), once it has registered. */
  kyc: () => DealerKyc;
  /** Its purchases and disputes, from auctions (`app.services.dealerSales`), once registered. */
  sales: () => DealerSales;
}

/**
 * A staff list row: the profile, its account email, its dealer KYC status, and what it bought
 * and disputed (SPEC §13.4).
 */
type StaffDealer = repo.StaffDealerRow & {
  kycStatus: KycRecordStatus | undefined;
  purchases: number;
  disputes: number;
};

const iso = (d: Date) => d.toISOString();

export const toDealerProfile = (p: repo.DealerProfileRow): DealerProfile => ({
  id: p.id,
  status: p.status,
  company_name: p.companyName,
  contact_name: p.contactName,
  phone: p.phone,
  email: p.email,
  address: toAddress(p.address),
  website: p.website,
  suspended_reason: p.suspendedReason,
  created_at: iso(p.createdAt),
});

export const toAdminDealer = (p: StaffDealer): AdminDealer => ({
  id: p.id,
  user_id: p.userId,
  email: p.accountEmail,
  company_name: p.companyName,
  contact_name: p.contactName,
  status: p.status,
  kyc_status: p.kycStatus ?? 'not_started',
  suspended_reason: p.suspendedReason,
  created_at: iso(p.createdAt),
  purchase_count: p.purchases,
  dispute_count: p.disputes,
});

/** Staff status changes: each only from one state (SPEC §4.2, §6). */
const TRANSITIONS = {
  suspend: {
    from: 'active',
    to: 'suspended',
    event: 'dealer.suspended',
    refusal: 'Only an active dealer can be suspended',
  },
  reinstate: {
    from: 'suspended',
    to: 'active',
    event: 'dealer.reinstated',
    refusal: 'Only a suspended dealer can be reinstated',
  },
} as const satisfies Record<
  string,
  { from: DealerStatus; to: DealerStatus; event: AuditEventType; refusal: string }
>;

export type DealerService = ReturnType<typeof createDealerService>;

export function createDealerService(deps: DealerServiceDeps) {
  const { db, clock } = deps;

  /**
   * The rows with their dealer KYC status, purchases and disputes: three more queries for the
   * page, whatever its size.
   */
  async function withStaffFacts(ex: Executor, rows: repo.StaffDealerRow[]): Promise<StaffDealer[]> {
    const statuses = await deps.kyc().dealerKycStatuses(
      ex,
      rows.map((r) => r.userId),
    );
    const counts = await deps.sales().saleCounts(
      ex,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      kycStatus: statuses.get(r.userId),
      purchases: counts.get(r.id)?.purchases ?? 0,
      disputes: counts.get(r.id)?.disputes ?? 0,
    }));
  }

  async function getProfile(userId: string): Promise<DealerProfile> {
    const profile = await db.read((ex) => repo.findProfileByUser(ex, userId));
    if (!profile) throw notFound('Dealer profile');
    return toDealerProfile(profile);
  }

  /**
   * Creates the profile (`pending`) or replaces its fields. Saving never sets the status itself;
   * it completes the activation when the dealer KYC is already approved (ADR 009).
   */
  async function saveProfile(
    userId: string,
    input: DealerProfileInput,
  ): Promise<{ created: boolean; profile: DealerProfile }> {
    const fields: repo.ProfileFields = {
      companyName: input.company_name,
      contactName: input.contact_name,
      phone: input.phone,
      email: input.email,
      address: input.address,
      website: input.website ?? null,
    };
    const attempt = () =>
      db.transaction(async (tx) => {
        // Lock order, as in the KYC review: the dealer KYC row first, then the profile.
        const kycStatus = await deps.kyc().lockDealerKycStatus(tx, userId);
        const existing = await repo.findProfileByUser(tx, userId, { lock: true });
        const at = clock.now();
        const saved = existing
          ? await repo.updateProfileFields(tx, existing.id, { ...fields, at })
          : await repo.insertProfile(tx, { ...fields, userId, at });
        const row = await activateDealerIfReady(tx, {
          userId,
          kycStatus,
          actorId: userId,
          trigger: 'profile_saved',
          at,
        });
        return { created: !existing, row: row ?? saved };
      });
    let result;
    try {
      result = await attempt();
    } catch (err) {
      // Two first saves racing: the unique index lets one insert; the other becomes an update.
      if (!isUniqueViolation(err, 'dealer_profiles_user_key')) throw err;
      result = await attempt();
    }
    return { created: result.created, profile: toDealerProfile(result.row) };
  }

  async function list(query: AdminDealersQuery): Promise<Page<AdminDealer>> {
    const cursor = decodeTimeCursor(query.cursor);
    const rows = await db.read(async (ex) =>
      withStaffFacts(
        ex,
        await repo.listForStaff(ex, { status: query.status, limit: query.limit + 1, cursor }),
      ),
    );
    const page = paginate(rows, query.limit, (row) => ({ k: iso(row.createdAt), id: row.id }));
    return { items: page.rows.map(toAdminDealer), next_cursor: page.next_cursor };
  }

  async function changeStatus(
    staffId: string,
    profileId: string,
    action: keyof typeof TRANSITIONS,
    reason: string | null,
  ): Promise<AdminDealer> {
    const { from, to, event, refusal } = TRANSITIONS[action];
    const row = await db.transaction(async (tx) => {
      const profile = await repo.findProfileById(tx, profileId, { lock: true });
      if (!profile) throw notFound('Dealer');
      if (profile.status !== from) {
        throw new AppError('invalid_state', `${refusal}; this one is ${profile.status}.`, {
          status: profile.status,
        });
      }
      const at = clock.now();
      // Counting suspensions voids every standing maximum the dealer set before this one, in
      // every auction, without touching them: bids compare counts under each auction's lock, so
      // a reinstated dealer bids afresh (ADR 025).
      await repo.setStatus(tx, profileId, {
        status: to,
        suspendedReason: reason,
        ...(action === 'suspend' ? { suspensionCount: profile.suspensionCount + 1 } : {}),
        at,
      });
      // The dealer is told by notifications, a subscriber of the event (ADR 041); a
      // reinstatement is told as an activation: the dealer may bid again.
      await recordAuditEvent(tx, {
        type: event,
        actorId: staffId,
        subjectType: 'dealer',
        subjectId: profileId,
        data: { user_id: profile.userId, ...(reason === null ? {} : { reason }) },
        at,
      });
      const row = await repo.findForStaff(tx, profileId);
      return row && (await withStaffFacts(tx, [row]))[0];
    });
    if (!row) throw notFound('Dealer');
    return toAdminDealer(row);
  }

  return {
    getProfile,
    saveProfile,
    list,
    suspend: (staffId: string, profileId: string, reason: string) =>
      changeStatus(staffId, profileId, 'suspend', reason),
    reinstate: (staffId: string, profileId: string) =>
      changeStatus(staffId, profileId, 'reinstate', null),
  };
}
