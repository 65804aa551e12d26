// The shop-groups module as other modules see it: group names by id.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { findGroupNames } from './shop-groups.repo.js';
