import { fuzzShard } from '../../test/openapi-fuzz.js';

// Hostile input on every route (test/openapi-fuzz.ts): part 1 of 2.
fuzzShard(1, 2);
