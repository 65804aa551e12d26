export * from './auth.js';
export * from './fx.js';
export * from './marketplace.js';
export * from './shop-data.js';
export * from './shop-groups.js';
export * from './shop-tabs.js';
export * from './staff.js';
export * from './users.js';
