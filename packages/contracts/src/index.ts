export * from './blog.js';
export * from './collections.js';
export * from './constants.js';
export * from './errors.js';
export * from './format.js';
export * from './newsletter.js';
export * from './product.js';
export * from './submit.js';
