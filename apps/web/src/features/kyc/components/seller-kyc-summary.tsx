import type { SellerKycRecord } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { resolveApiUrl } from '../../../lib/api-client';
import { formatBytes, formatDate, formatDateTime } from '../../../lib/format';
import { formatAddress } from '../../../lib/kyc-format';
import { DOCUMENT_TYPE_LABELS } from './seller-kyc-values';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="text-sm break-words text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

/** What the seller sent, read-only (the document number only as its last characters). */
export function KycSummary({ record }: { record: SellerKycRecord }) {
  const { address } = record;
  return (
    <Card className="px-5 py-2">
      <h2 className="pt-3 text-base font-semibold text-zinc-900 dark:text-white">
        What you submitted
      </h2>
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Row term="Full name">{record.full_name}</Row>
        <Row term="Date of birth">{formatDate(record.date_of_birth)}</Row>
        <Row term="Phone">{record.phone}</Row>
        <Row term="Document">
          {DOCUMENT_TYPE_LABELS[record.document_type]} · {record.document_number}
        </Row>
        <Row term="Address">{formatAddress(address)}</Row>
        <Row term="Documents">
          {record.documents.length === 0 ? (
            'None'
          ) : (
            <ul className="flex flex-col gap-1">
              {record.documents.map((doc) => (
                <li key={doc.id}>
                  <a
                    href={resolveApiUrl(doc.url)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    {doc.filename}
                  </a>{' '}
                  <span className="text-zinc-500 dark:text-zinc-400">
                    ({formatBytes(doc.size_bytes)})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term="Submitted">{formatDateTime(record.submitted_at)}</Row>
        {record.reviewed_at && <Row term="Reviewed">{formatDateTime(record.reviewed_at)}</Row>}
      </dl>
    </Card>
  );
}
