/**
 * Payments and analytics answers carry no `currency` yet (every other money answer does, and
 * the server has one configured currency, SPEC §1). Until they do, money on these two pages
 * is shown in the server's default currency. Once the contract adds `currency`, the answer's
 * own value is used with no change here.
 * TODO(lead): add `currency` to `adminPaymentSchema` items and to `analyticsSchema`.
 */
const DEFAULT_CURRENCY = 'USD';

export const currencyOf = (answer: object): string =>
  'currency' in answer && typeof answer.currency === 'string' && answer.currency
    ? answer.currency
    : DEFAULT_CURRENCY;
