export * from './memory.js';
export * from './random.js';
