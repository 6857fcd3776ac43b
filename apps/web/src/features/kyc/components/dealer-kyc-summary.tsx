import type { DealerKycRecord } from '@gavel/contract';
import { Card } from '../../../components/ui/card';
import { resolveApiUrl } from '../../../lib/api-client';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { formatAddress } from '../../../lib/kyc-format';

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="text-sm font-medium break-words text-zinc-900 sm:col-span-2 dark:text-zinc-100">
        {value}
      </dd>
    </div>
  );
}

/** What the dealer sent for review, with its documents (short-lived links for the owner). */
export function KycSummary({ record }: { record: DealerKycRecord }) {
  const { address } = record;
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-zinc-900 dark:text-white">What you sent</h3>
      <dl className="mt-2 divide-y divide-zinc-100 dark:divide-zinc-800">
        <Row term="Business name" value={record.business_name} />
        <Row term="Registration number" value={record.registration_number} />
        <Row term="VAT number" value={record.vat_number ?? '—'} />
        <Row term="Representative name" value={record.representative_name} />
        <Row term="Address" value={formatAddress(address)} />
        <Row term="Submitted" value={formatDateTime(record.submitted_at)} />
        {record.reviewed_at && <Row term="Reviewed" value={formatDateTime(record.reviewed_at)} />}
      </dl>
      {record.documents.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-zinc-900 dark:text-white">Documents</h4>
          <ul className="mt-2 flex flex-col gap-1.5">
            {record.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-x-2 text-sm">
                <a
                  href={resolveApiUrl(doc.url)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {doc.filename}
                </a>
                <span className="text-zinc-500 dark:text-zinc-400">
                  {formatBytes(doc.size_bytes)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
