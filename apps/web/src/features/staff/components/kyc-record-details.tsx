import type { Address, StaffKycRecord } from '@gavel/contract';
import type { ReactNode } from 'react';
import { formatDateTime, humanize } from '../../../lib/format';

const formatAddress = (address: Address) =>
  [address.line1, address.line2, `${address.postal_code} ${address.city}`, address.country]
    .filter(Boolean)
    .join(', ');

/** What the applicant declared, as a definition list. */
export function KycRecordDetails({ record }: { record: StaffKycRecord }) {
  const declared: [string, ReactNode][] =
    record.kind === 'seller'
      ? [
          ['Full name', record.full_name],
          // As declared (YYYY-MM-DD): a calendar date, no time zone to convert.
          ['Date of birth', record.date_of_birth],
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
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2 lg:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-zinc-500 dark:text-zinc-400">{term}</dt>
          <dd className="font-medium break-words text-zinc-900 dark:text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
