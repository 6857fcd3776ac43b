import type {
  DealerKycInput,
  DealerKycRecord,
  KycDocument,
  KycRecord,
  SellerKycInput,
  SellerKycRecord,
  StaffKycRecord,
} from '@gavel/contract';
import { toAddress } from '../../lib/address.js';
import type { FileLinks } from '../../lib/file-links.js';
import type { KycDocumentFile } from './documents.js';
import type { KycRow, StaffKycRow } from './repository.js';
import { maskDocumentNumber } from './rules.js';

/** What `details` holds for each kind: the submitted fields minus the document ids. */
export type SellerDetails = Omit<SellerKycInput, 'document_upload_ids'>;
export type DealerDetails = Omit<DealerKycInput, 'document_upload_ids'>;

const iso = (d: Date) => d.toISOString();

/**
 * Turns records into answers. Document links are signed here, after the database work is done,
 * and the document number is masked here so no answer can carry it whole.
 */
export function createKycPresenter(fileLinks: FileLinks) {
  async function documents(row: KycRow, uploadsById: Map<string, KycDocumentFile>) {
    const docs: KycDocument[] = [];
    for (const id of row.documentUploadIds) {
      const upload = uploadsById.get(id);
      if (!upload) continue;
      docs.push({
        id: upload.id,
        content_type: upload.contentType,
        size_bytes: upload.sizeBytes,
        filename: upload.filename,
        url: await fileLinks.documentUrl({
          id: upload.id,
          storageKey: upload.storageKey,
          contentType: upload.contentType,
          filename: upload.filename,
        }),
      });
    }
    return docs;
  }

  async function present(
    row: KycRow,
    uploadsById: Map<string, KycDocumentFile>,
  ): Promise<KycRecord> {
    const common = {
      id: row.id,
      status: row.status,
      documents: await documents(row, uploadsById),
      review_note: row.reviewNote,
      reviewed_at: row.reviewedAt ? iso(row.reviewedAt) : null,
      submitted_at: iso(row.submittedAt),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    };
    if (row.kind === 'seller') {
      const d = row.details as SellerDetails;
      const record: SellerKycRecord = {
        ...common,
        kind: 'seller',
        full_name: d.full_name,
        date_of_birth: d.date_of_birth,
        phone: d.phone,
        address: toAddress(d.address),
        document_type: d.document_type,
        document_number: maskDocumentNumber(d.document_number),
      };
      return record;
    }
    const d = row.details as DealerDetails;
    const record: DealerKycRecord = {
      ...common,
      kind: 'dealer',
      business_name: d.business_name,
      registration_number: d.registration_number,
      vat_number: d.vat_number ?? null,
      address: toAddress(d.address),
      representative_name: d.representative_name,
    };
    return record;
  }

  async function presentForStaff(
    row: StaffKycRow,
    uploadsById: Map<string, KycDocumentFile>,
  ): Promise<StaffKycRecord> {
    return { ...(await present(row, uploadsById)), user_id: row.userId, email: row.email };
  }

  return { present, presentForStaff };
}

export type KycPresenter = ReturnType<typeof createKycPresenter>;

export const byId = (rows: KycDocumentFile[]) => new Map(rows.map((u) => [u.id, u]));
