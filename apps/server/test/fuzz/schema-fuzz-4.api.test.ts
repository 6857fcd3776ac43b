import { fuzzShard } from './harness.js';

// Shard 4 of 4 (Vitest runs the shards' files in parallel).
await fuzzShard(4, 4);
