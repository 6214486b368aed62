import { fuzzShard } from '../../test/openapi-fuzz.js';

// Hostile input on every route (test/openapi-fuzz.ts): part 2 of 2.
fuzzShard(2, 2);
