// Building a formatter costs far more than using one (it showed in the bid path's profile).
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money as people read it, in the resource's currency, e.g. `$1,730.00` (SPEC §8): the web's
 * prices and the server's notification texts.
 */
export function formatMoney(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}
