import type { Executor } from '../../db/index.js';
import type { StoredDocument } from '../../lib/file-links.js';

/** A KYC document's file, as the answers show it. */
export type KycDocumentFile = StoredDocument & { sizeBytes: number };

/**
 * What KYC reads of its documents' files (ADR 040). The files are the uploads module's, which
 * sits above KYC in the module order (finalizing a file checks its owner), so KYC does not import
 * it: uploads implements this, and `kycModule` takes it from `app.services.uploads` at plugin
 * time. Both run in the caller's transaction.
 */
export interface KycDocumentFiles {
  /** The files among `ids` (any order; unknown ids are left out). */
  kycDocuments(ex: Executor, ids: string[]): Promise<KycDocumentFile[]>;
  /**
   * The files among `ids` that `ownerId` may attach: its own finalized KYC documents, locked
   * `FOR SHARE` until the submission commits, so the sweep of unattached documents cannot
   * delete one between this read and the record that lists it.
   */
  lockAttachableKycDocuments(
    ex: Executor,
    ownerId: string,
    ids: string[],
  ): Promise<KycDocumentFile[]>;
}
