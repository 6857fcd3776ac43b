import type { OfferSide } from '@gavel/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { formatCountdown, formatDateTime, formatMoney, parseMoneyInput } from '../../lib/format';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextField } from '../ui/field';
import {
  negotiationView,
  OFFER_STATUS,
  offerAmountError,
  type AnyNegotiation,
  type OfferLine,
} from './negotiation-view';

export interface NegotiationPanelProps {
  side: OfferSide;
  negotiation: AnyNegotiation;
  currency: string;
  /** The server's clock (epoch ms): the window and the offers' lapse are read against it. */
  now: number;
  /** What is being negotiated, for the accept confirmation ("Sell … for …?"). */
  title: string;
  onOffer: (amountCents: number) => Promise<unknown>;
  onAccept: (offerId: string) => Promise<unknown>;
  onDecline: (offerId: string) => Promise<unknown>;
  /** After an accept: what the page shows next (the sale is elsewhere on it). */
  onSold?: (amountCents: number) => void;
}

const heading = 'text-base font-semibold text-zinc-900 dark:text-white';

/** A refusal as the panel shows it: 422 under the amount, anything else as an alert. */
function splitError(error: unknown): { field?: string; alert?: string } {
  if (error instanceof ApiError && error.status === 422) {
    return { field: error.fieldErrors.amount_cents ?? error.message };
  }
  return { alert: errorMessage(error) };
}

function OfferRow({
  offer,
  money,
  busy,
  onAccept,
  onDecline,
}: {
  offer: OfferLine;
  money: (cents: number) => string;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const label = OFFER_STATUS[offer.status];
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <span className="font-medium text-zinc-900 dark:text-white">{offer.author}</span> offered{' '}
          <strong className="text-zinc-900 tabular-nums dark:text-white">
            {money(offer.amountCents)}
          </strong>
        </p>
        <Badge tone={label.tone}>{label.label}</Badge>
      </div>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
      </p>
      {offer.answerable && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" aria-busy={busy} onClick={onAccept}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" aria-busy={busy} onClick={onDecline}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

function WindowNote({
  status,
  expiresAt,
  now,
}: {
  status: AnyNegotiation['status'];
  expiresAt: number;
  now: number;
}) {
  const until = formatDateTime(new Date(expiresAt).toISOString());
  if (status === 'accepted') {
    return <p className="text-sm text-zinc-700 dark:text-zinc-300">An offer was accepted.</p>;
  }
  if (status === 'lapsed') {
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        The negotiation has ended{now > expiresAt ? `: its 48 hours ended ${until}` : ''}.
      </p>
    );
  }
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      Open until {until}{' '}
      <span className="whitespace-nowrap tabular-nums">
        ({formatCountdown(expiresAt - now) ?? '0s'} left)
      </span>
      .
    </p>
  );
}

/**
 * The negotiation below the reserve (SPEC §13.1) for one side: the window, the highest bid (and
 * the reserve for the seller), the offers oldest first, "Make an offer" within the range the
 * contract's rules allow (absent when they allow none), and "Accept" / "Decline" on the other
 * side's pending offer. The rules are the contract's (`offerRange`, `offerBlocked`); the server
 * applies the same ones, so what is offered here is what it accepts, barring a race (409).
 */
export function NegotiationPanel({
  side,
  negotiation,
  currency,
  now,
  title,
  onOffer,
  onAccept,
  onDecline,
  onSold,
}: NegotiationPanelProps) {
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepting, setAccepting] = useState<OfferLine | null>(null);
  const money = (cents: number) => formatMoney(cents, currency);
  const view = negotiationView(negotiation, side, now);
  const reserve = 'reserve_price_cents' in negotiation ? negotiation.reserve_price_cents : null;

  const run = (act: () => Promise<unknown>, then?: () => void) => {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    act()
      .then(
        () => {
          then?.();
        },
        (error: unknown) => {
          const shown = splitError(error);
          setFieldError(shown.field ?? null);
          setAlert(shown.alert ?? null);
        },
      )
      .finally(() => {
        setBusy(false);
        setAccepting(null);
      });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!view.range) return;
    const cents = parseMoneyInput(amount);
    const problem = offerAmountError(cents, view.range, money);
    setFieldError(problem);
    if (problem || cents === null) return;
    run(
      () => onOffer(cents),
      () => {
        setAmount('');
        setFieldError(null);
      },
    );
  };

  const range = view.range;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className={heading}>
          {side === 'seller' ? 'Negotiate with the highest bidder' : 'Negotiate with the seller'}
        </h2>
        <WindowNote status={view.status} expiresAt={view.expiresAt} now={now} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:max-w-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">Highest bid</dt>
        <dd className="text-right font-semibold text-zinc-900 tabular-nums dark:text-white">
          {money(negotiation.highest_bid_cents)}
        </dd>
        {side === 'seller' && (
          <>
            <dt className="text-zinc-600 dark:text-zinc-400">Your reserve</dt>
            <dd className="text-right font-semibold text-zinc-900 tabular-nums dark:text-white">
              {reserve === null ? 'None' : money(reserve)}
            </dd>
          </>
        )}
      </dl>

      <section aria-label="Offers" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-zinc-900 dark:text-white">Offers</h3>
        {view.offers.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No offers yet.</p>
        ) : (
          <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {view.offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                money={money}
                busy={busy}
                onAccept={() => {
                  setAccepting(offer);
                }}
                onDecline={() => {
                  run(() => onDecline(offer.id));
                }}
              />
            ))}
          </ol>
        )}
      </section>

      {alert && (
        <Alert tone="danger" title="That did not go through">
          {alert}
        </Alert>
      )}

      {view.status === 'open' && range && (
        <form
          onSubmit={submit}
          noValidate
          aria-busy={busy}
          aria-label="Make an offer"
          className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
        >
          <TextField
            label="Your offer"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
            hint={
              range.max === null
                ? `More than the highest bid: at least ${money(range.min)}.`
                : `Between ${money(range.min)} and ${money(range.max)}.`
            }
            error={fieldError ?? undefined}
          />
          <Button type="submit" className="self-start" aria-busy={busy}>
            Make an offer
          </Button>
        </form>
      )}
      {view.status === 'open' && view.blockedReason && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{view.blockedReason}</p>
      )}

      <ConfirmDialog
        open={accepting !== null}
        title={side === 'seller' ? 'Sell at this offer?' : 'Buy at this offer?'}
        actionLabel="Accept"
        pending={busy}
        description={
          accepting && (
            <p>
              {side === 'seller'
                ? `${title} will be sold for ${money(accepting.amountCents)} to the highest bidder. This cannot be undone.`
                : `You buy ${title} for ${money(accepting.amountCents)}, plus the buyer’s fee. This cannot be undone.`}
            </p>
          )
        }
        onClose={() => {
          setAccepting(null);
        }}
        onConfirm={() => {
          const offer = accepting;
          if (!offer) return;
          run(
            () => onAccept(offer.id),
            () => onSold?.(offer.amountCents),
          );
        }}
      />
    </Card>
  );
}
