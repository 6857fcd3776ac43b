import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, staffRoleNameSchema, textSchema } from '@gavel/contract';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { checkDatabaseMigrated, migrateDatabase, openDatabase } from '../db/index.js';
import { DataDirLockedError } from '../db/lock.js';
import { MigrationsPendingError } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { createAuthService } from '../modules/auth/service.js';
import { AccessTokens } from '../lib/tokens.js';
import { runCommand } from './run-command.js';

const USAGE =
  'Usage: npm run user:create -- --email a@b.c --password <password> --role admin|ops [--name "Full Name"]';

const argsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: staffRoleNameSchema,
  name: textSchema().optional(),
});

/** A refusal to report: the message is printed and the process exits 1, after cleanup. */
class CliError extends Error {}
function fail(message: string): never {
  throw new CliError(message);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    fail(
      `${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`,
    );
  }
  const args = parsed.data;
  const config = loadConfig();
  // Opening the embedded database takes its lock: a running server makes this refuse.
  const db = await openDatabase({ ...config, poolSize: 1 });
  try {
    // As the server does: with MIGRATE_ON_START=false the deploy job migrates, not this.
    if (config.migrateOnStart) await migrateDatabase(db);
    else await checkDatabaseMigrated(db);
    const auth = createAuthService({
      db,
      clock: systemClock,
      // Signs nothing here; the service needs one to exist.
      tokens: new AccessTokens('x'.repeat(32), {
        issuer: 'cli',
        audience: 'cli',
        ttlSeconds: 1,
        clock: systemClock,
      }),
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      loginLimit: { enabled: false, maxFailures: 1, windowSeconds: 1 },
      emailsPerHour: null,
    });
    const role = args.role === 'admin' ? 'ADMIN' : 'OPS';
    const result = await auth.ensureStaffUser({
      email: args.email,
      password: args.password,
      name: args.name ?? (role === 'ADMIN' ? 'Administrator' : 'Operations'),
      role,
      via: 'cli',
    });
    if (!result.created) fail(`A user with email ${args.email} already exists.`);
    console.log(`Created ${args.role} ${args.email} (id ${result.user?.id ?? '?'}).`);
  } finally {
    await db.close();
  }
}

runCommand(main, {
  usage: USAGE,
  expected: [CliError, DataDirLockedError, MigrationsPendingError],
  explain: (err) => {
    if (!(err instanceof AppError)) return undefined;
    const fields = (err.details?.fields ?? []) as { path: string; message: string }[];
    return [
      ...(fields.some((f) => f.message === err.message) ? [] : [err.message]),
      ...fields.map((f) => `--${f.path}: ${f.message}`),
    ].join('\n');
  },
});
