import { sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AccountContacts } from '../notifications/index.js';
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

/**
 * Notifications' `AccountContacts` port (ADR 040): an account's address and name as scalar
 * subqueries, read inside the one statement that makes a notice or reads an email to send.
 */
export const accountContacts = {
  emailOf: (userId: SQLWrapper) =>
    sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
  nameOf: (userId: SQLWrapper) =>
    sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`,
} satisfies AccountContacts;
