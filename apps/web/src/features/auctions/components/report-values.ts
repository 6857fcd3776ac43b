import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  type DisputeReason,
  type OpenDisputeBody,
} from '@gavel/contract';
import { formatMoney, parseMoneyInput } from '../../../lib/format';

/** "Report a problem" as typed: the adjustment in major units, the description as written. */
export interface ReportInput {
  reason: DisputeReason | '';
  description: string;
  adjustment: string;
  photoUploadIds: string[];
}

export type ReportErrors = Partial<
  Record<'reason' | 'description' | 'requested_adjustment_cents', string>
>;

/**
 * The form as the request body, or the messages under its fields: a reason, a description of
 * `DISPUTE_DESCRIPTION_MIN`–`MAX` characters, and an optional adjustment (read as the amount
 * asked off the sale price, so more than nothing and at most that price). The server checks
 * again.
 */
export function reportBody(
  input: ReportInput,
  salePriceCents: number | null,
  currency: string,
): { body: OpenDisputeBody } | { errors: ReportErrors } {
  const errors: ReportErrors = {};
  if (input.reason === '') errors.reason = 'Reason is required';
  const description = input.description;
  if (description.trim().length < DISPUTE_DESCRIPTION_MIN) {
    errors.description = `Describe the problem in at least ${String(DISPUTE_DESCRIPTION_MIN)} characters`;
  } else if (description.length > DISPUTE_DESCRIPTION_MAX) {
    errors.description = `Description must be at most ${String(DISPUTE_DESCRIPTION_MAX)} characters`;
  }
  let adjustment: number | undefined;
  if (input.adjustment.trim() !== '') {
    const cents = parseMoneyInput(input.adjustment);
    if (cents === null || cents === 0) {
      errors.requested_adjustment_cents =
        'Enter an amount, such as 500 or 500.50, or leave it empty';
    } else if (salePriceCents !== null && cents > salePriceCents) {
      errors.requested_adjustment_cents = `Ask for at most the sale price, ${formatMoney(salePriceCents, currency)}`;
    } else {
      adjustment = cents;
    }
  }
  if (input.reason === '' || Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      reason: input.reason,
      description,
      ...(adjustment === undefined ? {} : { requested_adjustment_cents: adjustment }),
      ...(input.photoUploadIds.length > 0 ? { photo_upload_ids: input.photoUploadIds } : {}),
    },
  };
}
