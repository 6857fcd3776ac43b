import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { apiDescriptionFiles, CLIENT_SCHEMA_PATH, OPENAPI_JSON_PATH } from '../openapi/files.js';
import { runCommand } from './run-command.js';

const USAGE =
  'Usage: npm run api:generate (writes the OpenAPI description and the web client types)';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Builds the app on a throwaway embedded database, without listening, and writes both files. */
async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-openapi-'));
  try {
    const app = await buildApp(openApiConfig(dataDir), {
      auctionTickMs: 0,
      uploadSweepIntervalMs: 0,
      housekeepingIntervalMs: 0,
      clockCheckIntervalMs: 0,
    });
    try {
      const { json, types } = await apiDescriptionFiles(app);
      fs.writeFileSync(path.join(ROOT, OPENAPI_JSON_PATH), json);
      fs.writeFileSync(path.join(ROOT, CLIENT_SCHEMA_PATH), types);
      console.log(`Wrote ${OPENAPI_JSON_PATH} and ${CLIENT_SCHEMA_PATH}.`);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Test settings, as the server test that compares the files uses (no limits, no timers). */
function openApiConfig(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'openapi-openapi-openapi-openapi-openapi-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
  });
}

runCommand(main, { usage: USAGE });
