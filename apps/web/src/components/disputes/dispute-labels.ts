import type { Dispute, DisputeDecision, DisputeReason, DisputeStatus } from '@gavel/contract';
import { formatMoney } from '../../lib/format';
import type { StatusLabel } from '../status/status-labels';

/** What each reason a winner may give is called (SPEC §13.4), in the form and everywhere after. */
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_as_described: 'Not as described',
  undisclosed_damage: 'Undisclosed damage',
  mileage_discrepancy: 'Mileage discrepancy',
  documents: 'Missing or wrong documents',
  other: 'Something else',
};

export const DISPUTE_STATUS: Record<DisputeStatus, StatusLabel> = {
  open: { label: 'Open', tone: 'warning' },
  resolved: { label: 'Resolved', tone: 'neutral' },
};

/** Staff's decision as its badge says it. */
export const DISPUTE_DECISION: Record<DisputeDecision, StatusLabel> = {
  rejected: { label: 'Rejected', tone: 'neutral' },
  price_adjusted: { label: 'Price adjusted', tone: 'brand' },
  sale_cancelled: { label: 'Sale cancelled', tone: 'danger' },
};

/** Staff's decision in a sentence any party reads (amounts in the sale's currency). */
export function decisionSentence(dispute: Dispute): string | null {
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  switch (dispute.decision?.decision) {
    case undefined:
      return null;
    case 'rejected':
      return 'The dispute was rejected: the sale stands as it was.';
    case 'price_adjusted': {
      const adjusted = dispute.decision.adjusted_price_cents;
      return adjusted === null
        ? 'The sale price was adjusted, and the buyer’s fee was credited by the difference.'
        : `The sale price was adjusted from ${money(dispute.sale_price_cents)} to ${money(adjusted)}, and the buyer’s fee was credited by the difference.`;
    }
    case 'sale_cancelled':
      return 'The sale was cancelled: the buyer’s fee invoice was credited in full, and the listing is unsold again.';
  }
}
