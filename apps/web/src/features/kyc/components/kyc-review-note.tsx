import type { KycStatus } from '@gavel/contract';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';

/**
 * What the reviewer asked of a KYC that was rejected or sent back, above the form to fix it.
 * `check` names it as the person knows it: the seller's identity check, the dealer's business
 * check. The seller must type its document number again (answers only show its end).
 */
export function KycReviewNote({
  record,
  check,
  retypeDocumentNumber = false,
}: {
  record: { status: KycStatus; review_note: string | null; reviewed_at: string | null };
  check: 'identity' | 'business';
  retypeDocumentNumber?: boolean;
}) {
  const asked = record.status === 'resubmission_requested';
  return (
    <Alert
      tone={asked ? 'warning' : 'danger'}
      title={asked ? `Please update your ${check} check` : `Your ${check} check was not approved`}
    >
      {record.review_note ? (
        <>
          <p>Our reviewer wrote:</p>
          <blockquote className="mt-1 border-l-2 border-current pl-3 text-base font-medium whitespace-pre-line">
            {record.review_note}
          </blockquote>
        </>
      ) : (
        <p>Check your details and documents, then submit again.</p>
      )}
      {record.reviewed_at && (
        <p className="mt-2 text-xs opacity-80">Reviewed {formatDateTime(record.reviewed_at)}</p>
      )}
      <p className="mt-2">
        Fix what was asked below and submit again. Your documents from last time are kept unless you
        remove them{retypeDocumentNumber ? '; type your document number again' : ''}.
      </p>
    </Alert>
  );
}
