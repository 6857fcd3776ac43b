import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const qb = new QueryBuilder();

/**
 * Accounts' email addresses, for another module to join inside its own statement (ADR 040): the
 * staff KYC and dealer lists show each owner's account email in the one query they run.
 * Read-only: a subquery named like the table, which PostgreSQL flattens into the caller's join.
 */
export const accountEmails = qb
  .select({ id: users.id, email: users.email })
  .from(users)
  .as('users');
