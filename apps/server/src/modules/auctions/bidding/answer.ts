import type { BidAnswer, ErrorEnvelope } from '@gavel/contract';
import type { AppError } from '../../../lib/errors.js';

/** What a bid came to, in the domain's terms (the service's answer). */
export type BidResult =
  /** The bid was taken: `bid` is the dealer's own bid, null when only its maximum rose. */
  | { kind: 'accepted'; answer: BidAnswer }
  /** Refused under the rules; the refusal is stored under an Idempotency-Key like a success. */
  | { kind: 'refused'; error: AppError }
  /** A retried Idempotency-Key: the first answer, as it was sent. */
  | { kind: 'replayed'; sent: SentBidAnswer };

/** An answer as sent: the status and the body (a bid answer or the error envelope). */
export interface SentBidAnswer {
  status: number;
  body: BidAnswer | ErrorEnvelope;
}

/**
 * How a bid result is answered over HTTP: 201 with the new bid, 200 when only the maximum rose,
 * the refusal's status with the error envelope. The same text is what an Idempotency-Key keeps,
 * so a retry gets exactly the first answer.
 */
export function sentAnswerOf(result: BidResult): SentBidAnswer {
  switch (result.kind) {
    case 'accepted':
      return { status: result.answer.bid === null ? 200 : 201, body: result.answer };
    case 'refused':
      return { status: result.error.status, body: result.error.toEnvelope() };
    case 'replayed':
      return result.sent;
  }
}
