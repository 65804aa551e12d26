// The delivery module as other modules see it: stock and ship orders by their numbers (the label printer's look-ups).
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { shipOrderBySn, shopNames, stockOrderBySns } from './delivery.repo.js';
