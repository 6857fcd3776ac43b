import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DealerAccounts } from '../notifications/index.js';
import { dealerProfiles } from './schema.js';

const qb = new QueryBuilder();

/**
 * A dealer's standing, for another module to join inside its own statement (ADR 040): the bid
 * path reads it under the auction's lock in the statement it already runs, so the face adds no
 * round trip (ADR 020). Read-only: a subquery named like the table, which PostgreSQL flattens
 * into the caller's join.
 */
export const dealerStanding = qb
  .select({
    id: dealerProfiles.id,
    userId: dealerProfiles.userId,
    status: dealerProfiles.status,
    suspensionCount: dealerProfiles.suspensionCount,
  })
  .from(dealerProfiles)
  .as('dealer_profiles');

/**
 * Notifications' `DealerAccounts` port (ADR 040): the account behind a dealer profile, as a
 * scalar subquery inside the one statement that makes the dealer's notice.
 */
export const dealerAccounts = {
  userOf: (dealerId: string) =>
    sql<
      string | null
    >`(select ${dealerProfiles.userId} from ${dealerProfiles} where ${dealerProfiles.id} = ${dealerId})`,
} satisfies DealerAccounts;
