export * from './glicko2.js';
export * from './memory.js';
export * from './random.js';
export * from './reach10.js';
export * from './seed-stream.js';
export * from './cards/index.js';
