export * from './auth.js';
export * from './marketplace.js';
export * from './shop-data.js';
export * from './users.js';
