// The user module as other modules see it: a user's display currency.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { findDisplayCurrency } from './user.repo.js';
