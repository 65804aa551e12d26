// The fx module as other modules see it: the newest day with exchange rates.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { latestRateDay } from './fx.repo.js';
