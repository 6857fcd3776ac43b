import { fuzzShard } from './harness.js';

// Shard 2 of 4 (Vitest runs the shards' files in parallel).
await fuzzShard(2, 4);
