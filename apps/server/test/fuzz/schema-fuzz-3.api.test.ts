import { fuzzShard } from './harness.js';

// Shard 3 of 4 (Vitest runs the shards' files in parallel).
await fuzzShard(3, 4);
