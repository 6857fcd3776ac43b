import type { Executor } from '../../db/index.js';

/**
 * What the staff dealer list reads of a dealer's buying (SPEC §13.4): auctions sit above
 * dealers in the module order, so dealers does not import them; auctions implements this and
 * fills `app.services.dealerSales` as it registers, and dealers' service reads it when called.
 */
export interface DealerSales {
  /**
   * Each of `dealerIds`' purchases (its sales, a cancelled one included: the rate's
   * denominator) and the disputes it opened, in the caller's transaction.
   */
  saleCounts(
    ex: Executor,
    dealerIds: string[],
  ): Promise<Map<string, { purchases: number; disputes: number }>>;
}
