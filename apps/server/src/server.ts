import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { MigrationsPendingError } from './db/migrate.js';
import { readyUrl, unsupportedNode } from './runtime.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const unsupported = unsupportedNode(process.version);
  if (unsupported) {
    console.error(unsupported);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof MigrationsPendingError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close(): stop accepting, wait for in-flight requests (the connections that carry none are
    // ended: plugins/shutdown.ts), then onClose hooks close the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Which runtime serves, in the log of every start (ADR 039).
  app.log.info({ node: process.version }, `Gavel runs on Node.js ${process.version}`);
  // The last line of the start-up output, plain among the JSON logs: where to open Gavel.
  const address = app.server.address();
  if (address !== null && typeof address === 'object') {
    writeAfterLogs(app.log, `Gavel is ready at ${readyUrl(address)}`);
  }
}

/**
 * A plain line on standard output after the log lines written so far: through the logger's own
 * stream, which writes asynchronously (a `console.log` would come out before them).
 */
function writeAfterLogs(log: object, line: string): void {
  const stream = (log as Record<symbol, { write?: (text: string) => void } | undefined>)[
    pino.symbols.streamSym
  ];
  if (typeof stream?.write === 'function') stream.write(`${line}\n`);
  else console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
