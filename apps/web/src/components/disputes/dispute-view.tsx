import type { Dispute } from '@gavel/contract';
import { useId, type ReactNode } from 'react';
import { resolveApiUrl } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import {
  decisionSentence,
  DISPUTE_DECISION,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS,
} from './dispute-labels';

/** Who reads the dispute: the winner who opened it, the seller, or staff. */
export type DisputeReader = 'dealer' | 'seller' | 'staff';

const subheading = 'text-sm font-semibold text-zinc-900 dark:text-white';
const typed =
  'text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-zinc-800 dark:text-zinc-200';

function Photos({ photos }: { photos: Dispute['photos'] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {/* The full photo opens from its short-lived link (only the parties and staff get one). */}
          <a
            href={resolveApiUrl(photo.url)}
            target="_blank"
            rel="noreferrer"
            className="block aspect-square overflow-hidden rounded-md bg-zinc-100 ring-1 ring-zinc-200 hover:ring-brand-500 dark:bg-zinc-800 dark:ring-zinc-700"
          >
            <img
              src={resolveApiUrl(photo.url)}
              alt={`Photo ${String(index + 1)} of ${String(photos.length)}`}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A dispute as its parties and staff read it (SPEC §13.4): its status, the reason, the
 * description and photos the winner gave, what they asked for, the seller's one answer, and
 * staff's decision with its note. `children` (the seller's "Respond", staff's decision form)
 * comes last.
 */
export function DisputeView({
  dispute,
  reader,
  title,
  children,
}: {
  dispute: Dispute;
  reader: DisputeReader;
  title: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const status = DISPUTE_STATUS[dispute.status];
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  const decision = dispute.decision;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-white">
          {title}
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2">
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Reason</dt>
          <dd className="font-medium text-zinc-900 dark:text-zinc-100">
            {DISPUTE_REASON_LABELS[dispute.reason]}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Reported</dt>
          <dd className="font-medium text-zinc-900 dark:text-zinc-100">
            <time dateTime={dispute.created_at}>{formatDateTime(dispute.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Sale price</dt>
          <dd className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
            {money(dispute.sale_price_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">Requested adjustment</dt>
          <dd className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
            {dispute.requested_adjustment_cents === null
              ? 'None'
              : `${money(dispute.requested_adjustment_cents)} off the price`}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className={subheading}>{reader === 'dealer' ? 'What you reported' : 'Description'}</h3>
        <p className={typed}>{dispute.description}</p>
      </div>
      {dispute.photos.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className={subheading}>Photos</h3>
          <Photos photos={dispute.photos} />
        </div>
      )}
      <div className="flex flex-col gap-1 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <h3 className={subheading}>
          {reader === 'seller' ? 'Your response' : 'The seller’s response'}
        </h3>
        {dispute.seller_response ? (
          <>
            <p className={typed}>{dispute.seller_response.body}</p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              <time dateTime={dispute.seller_response.created_at}>
                {formatDateTime(dispute.seller_response.created_at)}
              </time>
            </p>
          </>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {reader === 'seller' ? 'You have not responded yet.' : 'No response yet.'}
          </p>
        )}
      </div>
      {/* Staff decide in the form that follows: no "not decided" section above it. */}
      {(decision !== null || reader !== 'staff') && (
        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <h3 className={`${subheading} flex flex-wrap items-center gap-2`}>
            Decision
            {decision && (
              <Badge tone={DISPUTE_DECISION[decision.decision].tone}>
                {DISPUTE_DECISION[decision.decision].label}
              </Badge>
            )}
          </h3>
          {decision ? (
            <>
              <p className="text-sm text-zinc-800 dark:text-zinc-200">
                {decisionSentence(dispute)}
              </p>
              <div className="rounded-md bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
                <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
                  Note from Gavel staff
                </p>
                <p className={typed}>{decision.note}</p>
              </div>
              {dispute.resolved_at && (
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  Decided{' '}
                  <time dateTime={dispute.resolved_at}>{formatDateTime(dispute.resolved_at)}</time>
                </p>
              )}
            </>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Gavel staff will decide after hearing both sides. You will be notified.
            </p>
          )}
        </div>
      )}
      {children}
    </Card>
  );
}
