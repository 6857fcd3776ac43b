// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import path from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'apps/server/dist/server.js'));
