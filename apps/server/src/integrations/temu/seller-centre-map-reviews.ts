import type { TMkReview } from '../marketplace-types.js';
import { isoOf, num, pick, str, type TJson } from './market-read.js';

/** GET reviews row: one buyer review of an SKC. */
export const mapReviewRow = (row: TJson): TMkReview => ({
  reviewId: str(pick(row, 'reviewId', 'id')),
  skcId: str(pick(row, 'skcId', 'productSkcId')),
  stars: num(pick(row, 'stars', 'score')),
  text: str(pick(row, 'text', 'content')),
  at: isoOf(pick(row, 'at', 'createdAt')),
});
