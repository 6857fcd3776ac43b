import type { StaffKycRecord } from '@gavel/contract';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, humanize } from '../../../lib/format';
import { formatAddress } from '../../../lib/kyc-format';

/** What the applicant declared, as a definition list. */
export function KycRecordDetails({ record }: { record: StaffKycRecord }) {
  const declared: [string, ReactNode][] =
    record.kind === 'seller'
      ? [
          ['Full name', record.full_name],
          // A calendar date: read as the applicant's summary reads it, never shifted by zone.
          ['Date of birth', formatDate(record.date_of_birth)],
          ['Phone', record.phone],
          ['Document type', humanize(record.document_type)],
          ['Document number', <span className="font-mono">{record.document_number}</span>],
        ]
      : [
          ['Business name', record.business_name],
          ['Registration number', record.registration_number],
          ['VAT number', record.vat_number ?? '—'],
          ['Representative name', record.representative_name],
        ];
  const items: [string, ReactNode][] = [
    ...declared,
    ['Address', formatAddress(record.address)],
    ['Account email', record.email],
    ['Submitted', formatDateTime(record.submitted_at)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-zinc-500 dark:text-zinc-400">{term}</dt>
          <dd className="font-medium break-words text-zinc-900 dark:text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
