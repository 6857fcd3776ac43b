import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * What notifications reads of the accounts and dealer profiles it tells (ADR 040). Both tables
 * are owned by modules above notifications in the module order (auth, dealers), so it does not
 * import them: each owner implements its port beside its schema and fills
 * `app.services.accountContacts` or `app.services.dealerAccounts` as it registers;
 * notifications looks them up when it is called. Each answers a read-only scalar subquery for
 * the caller to put inside its own one statement (a notice is one round trip, issue 30).
 */
export interface AccountContacts {
  /** The address of the account `userId` (an SQL expression); null when there is none. */
  emailOf(userId: SQLWrapper): SQL<string | null>;
  /** The name of the account `userId`; null when there is none. */
  nameOf(userId: SQLWrapper): SQL<string | null>;
}

export interface DealerAccounts {
  /** The account behind the dealer profile `dealerId`; null when there is no such profile. */
  userOf(dealerId: string): SQL<string | null>;
}

/** The ports as notifications reads them: each looked up when called. */
export interface Recipients {
  contacts: () => AccountContacts;
  dealers: () => DealerAccounts;
}
