// The marketplaces module as other modules see it: a shop's trial claim.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { claimTrial } from './shops.repo.js';
