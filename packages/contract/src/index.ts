export * from './auth.js';
export * from './envelope.js';
export * from './errors.js';
export * from './fields.js';
export * from './limits.js';
export * from './permissions.js';
export * from './routes.js';
export * from './topics.js';
