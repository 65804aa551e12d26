import type { TMkNotice } from '../marketplace-types.js';
import { isoOf, pick, str, type TJson } from './market-read.js';

/** GET notices row: on/off-shelf notices, rule changes and messages from the seller centre's inbox. */
export const mapNoticeRow = (row: TJson): TMkNotice => ({
  noticeId: str(pick(row, 'noticeId', 'id')),
  kind: str(pick(row, 'kind', 'type'), 'message'),
  title: str(row.title),
  body: str(pick(row, 'body', 'content')),
  at: isoOf(pick(row, 'at', 'createdAt')),
});
