export * from './balance.js';
export * from './bot.js';
export * from './card-set.js';
export * from './engine.js';
export * from './play.js';
export * from './replay.js';
export * from './view.js';
