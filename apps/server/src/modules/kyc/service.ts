import type {
  AuditEventType,
  DealerKycInput,
  DealerKycRecord,
  KycKind,
  KycNotStarted,
  KycRecordStatus,
  Page,
  PageQuery,
  SellerKycInput,
  SellerKycRecord,
  StaffKycRecord,
} from '@gavel/contract';
import { KYC_MIN_AGE_YEARS } from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { isEmailVerified } from '../auth/index.js';
import { activateDealerIfReady } from '../dealers/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import type { KycDocumentFiles } from './documents.js';
import { byId, createKycPresenter } from './presenter.js';
import * as repo from './repository.js';
import { ageOn } from './rules.js';

export interface KycServiceDeps {
  db: Database;
  clock: Clock;
  /** `required`: KYC waits for a confirmed email address (SPEC §3.1, `EMAIL_VERIFICATION`). */
  emailVerification: 'required' | 'optional';
  fileLinks: FileLinks;
  /** The documents' files, from uploads (`app.services.uploads`). */
  documents: KycDocumentFiles;
}

interface RecordOf {
  seller: SellerKycRecord;
  dealer: DealerKycRecord;
}
interface InputOf {
  seller: SellerKycInput;
  dealer: DealerKycInput;
}

export type ReviewAction = 'approve' | 'reject' | 'request_resubmission';
const REVIEWS: Record<
  ReviewAction,
  { status: Exclude<KycRecordStatus, 'pending'>; event: AuditEventType }
> = {
  approve: { status: 'approved', event: 'kyc.approved' },
  reject: { status: 'rejected', event: 'kyc.rejected' },
  request_resubmission: { status: 'resubmission_requested', event: 'kyc.resubmission_requested' },
};

/** Nobody alive is older: a birth date before this is a typing mistake. */
const MAX_AGE_YEARS = 130;

const alreadySubmitted = (status: KycRecordStatus) =>
  new AppError(
    'invalid_state',
    status === 'approved'
      ? 'Your identity check is already approved.'
      : 'Your identity check is already waiting for review.',
    { status },
  );

export type KycService = ReturnType<typeof createKycService>;

export function createKycService(deps: KycServiceDeps) {
  const { db, clock } = deps;
  const presenter = createKycPresenter(deps.fileLinks);

  async function getOwn<K extends KycKind>(
    userId: string,
    kind: K,
  ): Promise<RecordOf[K] | KycNotStarted> {
    const loaded = await db.read(async (ex) => {
      const row = await repo.findByOwner(ex, userId, kind);
      return row && { row, uploads: await deps.documents.kycDocuments(ex, row.documentUploadIds) };
    });
    if (!loaded) return { status: 'not_started' };
    return (await presenter.present(loaded.row, byId(loaded.uploads))) as RecordOf[K];
  }

  function assertAdult(dateOfBirth: string) {
    const age = ageOn(dateOfBirth, clock.now());
    if (age < KYC_MIN_AGE_YEARS) {
      throw validationError([
        { path: 'date_of_birth', message: `You must be at least ${KYC_MIN_AGE_YEARS} years old` },
      ]);
    }
    if (age > MAX_AGE_YEARS) {
      throw validationError([{ path: 'date_of_birth', message: 'Enter your real date of birth' }]);
    }
  }

  /** The uploads must be the caller's own finalized KYC documents; others' look the same. */
  async function attachableDocuments(ex: Executor, userId: string, ids: string[]) {
    const found = await deps.documents.lockAttachableKycDocuments(ex, userId, ids);
    if (found.length !== ids.length) {
      throw validationError([
        {
          path: 'document_upload_ids',
          message: 'Some documents were not found. Upload them again.',
        },
      ]);
    }
    return found;
  }

  /**
   * First submission, or a resubmission after `rejected` / `resubmission_requested`: the record
   * is updated in place and its last review cleared; the audit trail keeps the history.
   */
  async function submit<K extends KycKind>(
    userId: string,
    kind: K,
    input: InputOf[K],
  ): Promise<RecordOf[K]> {
    const { document_upload_ids: documentIds, ...details } = input;
    if (kind === 'seller') assertAdult((input as SellerKycInput).date_of_birth);
    try {
      const { row, uploads } = await db.transaction(async (tx) => {
        if (deps.emailVerification === 'required' && !(await isEmailVerified(tx, userId))) {
          throw new AppError(
            'email_not_verified',
            'Confirm your email address before submitting your identity check: open the link we emailed you.',
          );
        }
        const existing = await repo.findByOwner(tx, userId, kind, { lock: true });
        if (existing?.status === 'pending' || existing?.status === 'approved') {
          throw alreadySubmitted(existing.status);
        }
        const uploads = await attachableDocuments(tx, userId, documentIds);
        const at = clock.now();
        const submission = { details, documentUploadIds: documentIds, at };
        const row = existing
          ? await repo.resubmitRecord(tx, existing.id, submission)
          : await repo.insertRecord(tx, { ...submission, userId, kind });
        await recordAuditEvent(tx, {
          type: 'kyc.submitted',
          actorId: userId,
          subjectType: 'kyc',
          subjectId: row.id,
          data: { kind, resubmission: existing !== undefined, documents: documentIds.length },
          at,
        });
        return { row, uploads };
      });
      return (await presenter.present(row, byId(uploads))) as RecordOf[K];
    } catch (err) {
      // Two first submissions racing: the unique (user, kind) index lets one through.
      if (isUniqueViolation(err, 'kyc_records_user_kind_key')) throw alreadySubmitted('pending');
      throw err;
    }
  }

  async function listPending(query: PageQuery): Promise<Page<StaffKycRecord>> {
    const cursor = decodeTimeCursor(query.cursor);
    const { rows, uploads } = await db.read(async (ex) => {
      const rows = await repo.listPending(ex, { limit: query.limit + 1, cursor });
      const ids = rows.slice(0, query.limit).flatMap((r) => r.documentUploadIds);
      return { rows, uploads: byId(await deps.documents.kycDocuments(ex, ids)) };
    });
    const page = paginate(rows, query.limit, (row) => ({
      k: row.submittedAt.toISOString(),
      id: row.id,
    }));
    return {
      items: await Promise.all(page.rows.map((row) => presenter.presentForStaff(row, uploads))),
      next_cursor: page.next_cursor,
    };
  }

  /**
   * Approve, reject or ask for resubmission: only from `pending`, and exactly once even when two
   * reviewers race (the row lock makes the second see the first's result). Approving a dealer's
   * KYC activates the dealer when its profile already exists.
   */
  async function review(
    staffId: string,
    kycId: string,
    action: ReviewAction,
    note: string | null,
  ): Promise<StaffKycRecord> {
    const { status, event } = REVIEWS[action];
    const { row, uploads } = await db.transaction(async (tx) => {
      const current = await repo.lockById(tx, kycId);
      if (!current) throw notFound('KYC record');
      if (current.status !== 'pending') {
        throw new AppError(
          'invalid_state',
          `Only a pending KYC record can be reviewed; this one is ${current.status}.`,
          { status: current.status },
        );
      }
      const at = clock.now();
      const updated = await repo.recordReview(tx, kycId, { status, note, by: staffId, at });
      // Notifications tells sellers and dealers alike, subscribed to the event (ADR 041): a
      // refused dealer has to know what to fix as much as a seller.
      await recordAuditEvent(tx, {
        type: event,
        actorId: staffId,
        subjectType: 'kyc',
        subjectId: kycId,
        data: { kind: updated.kind, user_id: updated.userId, note },
        at,
      });
      if (updated.kind === 'dealer' && status === 'approved') {
        await activateDealerIfReady(tx, {
          userId: updated.userId,
          kycStatus: status,
          actorId: staffId,
          trigger: 'kyc_approved',
          at,
        });
      }
      const email = (await repo.findAccountEmail(tx, updated.userId)) ?? '';
      const uploads = await deps.documents.kycDocuments(tx, updated.documentUploadIds);
      return { row: { ...updated, email }, uploads };
    });
    return presenter.presentForStaff(row, byId(uploads));
  }

  return { getOwn, submit, listPending, review };
}
