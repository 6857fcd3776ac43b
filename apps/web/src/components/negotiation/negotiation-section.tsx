import type { OfferSide } from '@gavel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFoundError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { useServerNow } from '../../lib/server-clock';
import { actionToast } from '../../lib/toasts';
import { Alert } from '../ui/alert';
import { LoadingBlock } from '../ui/skeleton';
import { NegotiationPanel } from './negotiation-panel';
import type { AnyNegotiation } from './negotiation-view';

/** A mutation as the section calls it. */
interface Act<T> {
  mutateAsync: (value: T) => Promise<unknown>;
}

/**
 * The negotiation below the reserve (SPEC §13.1) behind its read, for either side: loading, the
 * read's error, nothing when the caller is not in a negotiation (404: no highest bidder, another
 * dealer), else the panel; an accepted offer is a toast saying what the sale means to `side`.
 */
export function NegotiationSection({
  side,
  query,
  currency,
  title,
  offer,
  accept,
  decline,
  soldMessage,
}: {
  side: OfferSide;
  query: UseQueryResult<AnyNegotiation>;
  currency: string;
  title: string;
  offer: Act<number>;
  accept: Act<string>;
  decline: Act<string>;
  /** "Sold for $1,700.00. …", given the amount as the page formats it. */
  soldMessage: (amount: string) => string;
}) {
  const now = useServerNow(1000);
  if (query.isPending) return <LoadingBlock lines={3} label="Loading the offers…" />;
  if (query.isError && isNotFoundError(query.error)) return null;
  if (query.isError) {
    return (
      <Alert tone="danger" title="The offers could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  return (
    <NegotiationPanel
      side={side}
      negotiation={query.data}
      currency={currency}
      now={now}
      title={title}
      onOffer={(cents) => offer.mutateAsync(cents)}
      onAccept={(id) => accept.mutateAsync(id)}
      onDecline={(id) => decline.mutateAsync(id)}
      onSold={(cents) => {
        actionToast('negotiation', 'success', soldMessage(formatMoney(cents, currency)));
      }}
    />
  );
}
