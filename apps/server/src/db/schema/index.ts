export * from './auth.js';
export * from './devices.js';
export * from './marketplace.js';
export * from './shop-data.js';
export * from './shop-groups.js';
export * from './shop-tabs.js';
export * from './staff.js';
export * from './users.js';
