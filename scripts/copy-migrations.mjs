// Copies drizzle-kit's SQL migrations next to the compiled server (run from apps/server).
import fs from 'node:fs';

fs.rmSync('dist/db/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
