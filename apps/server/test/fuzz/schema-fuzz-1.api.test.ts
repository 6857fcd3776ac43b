import { fuzzShard } from './harness.js';

// Shard 1 of 4 (Vitest runs the shards' files in parallel).
await fuzzShard(1, 4);
