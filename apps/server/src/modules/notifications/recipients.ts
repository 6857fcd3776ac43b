import type { Executor } from '../../db/index.js';

/**
 * What notifications reads of the accounts and dealer profiles it tells (ADR 040). Both tables
 * are owned by modules above notifications in the module order (auth, dealers), so it does not
 * import them: each owner implements its port in its repository and fills
 * `app.services.accountContacts` or `app.services.dealerAccounts` as it registers;
 * notifications looks them up when it is called. Both run in the caller's transaction.
 */
export interface AccountContacts {
  /** The account's email address and name; undefined when there is no such account. */
  contactOf(ex: Executor, userId: string): Promise<{ email: string; name: string } | undefined>;
}

export interface DealerAccounts {
  /** The account behind a dealer profile; undefined when there is no such profile. */
  userOfDealer(ex: Executor, dealerId: string): Promise<string | undefined>;
}

/** The ports as notifications reads them: each looked up when called. */
export interface Recipients {
  contacts: () => AccountContacts;
  dealers: () => DealerAccounts;
}
