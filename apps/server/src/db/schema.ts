/**
 * The whole schema, assembled (ADR 040): each module declares its own tables in
 * `modules/<area>/schema.ts` and the platform's are in `lib/schema.ts`. This barrel is what
 * drizzle is given (`db/index.ts`) and what drizzle-kit reads (`drizzle.config.ts`), so the
 * migrations stay one history. A new module adds its tables with one line here.
 *
 * Module code never imports this file: a module reads its own `schema.ts` only (lint and
 * `modules/ownership.test.ts`). Tests may import any table from here.
 */
export * from '../lib/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/notifications/schema.js';
export * from '../modules/dealers/schema.js';
export * from '../modules/kyc/schema.js';
export * from '../modules/uploads/schema.js';
export * from '../modules/listings/schema.js';
export * from '../modules/auctions/schema.js';
export * from '../modules/saved-searches/schema.js';
export * from '../modules/invoices/schema.js';
