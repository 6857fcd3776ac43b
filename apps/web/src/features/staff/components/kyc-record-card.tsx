import type { StaffKycRecord } from '@gavel/contract';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { KycDocuments } from './kyc-documents';
import { KycRecordDetails } from './kyc-record-details';
import { KycStatusBadge } from './status-badges';
import { TimeAgo } from './time-ago';

export const applicantName = (record: StaffKycRecord) =>
  record.kind === 'seller' ? record.full_name : record.business_name;

/**
 * One pending record: a summary line that expands (a disclosure button) into the declared
 * details, the document viewer and the decision buttons. Approve acts at once with an optional
 * note; the other two decisions ask for a reason in the page's dialog.
 */
export function KycRecordCard({
  record,
  expanded,
  onToggle,
  approving,
  onApprove,
  onAskReason,
}: {
  record: StaffKycRecord;
  expanded: boolean;
  onToggle: () => void;
  approving: boolean;
  onApprove: (note: string) => void;
  onAskReason: (decision: 'reject' | 'request-resubmission') => void;
}) {
  const panelId = useId();
  const [note, setNote] = useState('');
  const name = applicantName(record);

  return (
    <Card className="overflow-hidden">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={cn(
              'size-4 shrink-0 text-zinc-500 transition-transform dark:text-zinc-400',
              expanded && 'rotate-90',
            )}
          >
            <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
          <Badge tone={record.kind === 'seller' ? 'brand' : 'neutral'}>
            {record.kind === 'seller' ? 'Seller' : 'Dealer'}
          </Badge>
          <span className="min-w-0 font-semibold break-words text-zinc-900 dark:text-white">
            {name}
          </span>
          <span className="min-w-0 text-sm break-all text-zinc-600 dark:text-zinc-400">
            {record.email}
          </span>
          <span className="text-xs text-zinc-600 sm:ml-auto dark:text-zinc-400">
            <span className="sr-only">Submitted </span>
            <TimeAgo iso={record.submitted_at} />
          </span>
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!expanded}
        className="flex flex-col gap-5 border-t border-zinc-200 px-4 py-4 dark:border-zinc-800"
      >
        {/* The declared data beside the documents, to compare them (stacked on a phone). */}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className="flex flex-col gap-4 lg:sticky lg:top-4">
            <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-300">
              Status <KycStatusBadge status={record.status} />
              <span>
                · {record.documents.length} document{record.documents.length === 1 ? '' : 's'}
              </span>
            </div>
            <KycRecordDetails record={record} />
          </div>
          <section aria-label={`Documents of ${name}`} className="flex min-w-0 flex-col gap-2">
            <h3 className="text-sm font-semibold text-zinc-900 dark:text-white">Documents</h3>
            {expanded && <KycDocuments documents={record.documents} />}
          </section>
        </div>
        <section
          aria-label={`Decision on ${name}`}
          className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
        >
          <TextField
            label="Note (optional)"
            hint="Kept with the approval; the applicant can read it."
            maxLength={1000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            className="max-w-xl"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              aria-busy={approving}
              onClick={() => {
                if (!approving) onApprove(note);
              }}
            >
              {approving ? 'Approving…' : 'Approve'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                onAskReason('request-resubmission');
              }}
            >
              Request resubmission
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                onAskReason('reject');
              }}
            >
              Reject
            </Button>
          </div>
        </section>
      </div>
    </Card>
  );
}
