import { ZNoticeDetailSchema, ZNoticeListRequestSchema, ZNoticeListSchema, ZNoticeParamsSchema } from '../notices.js';
import type { TRouteIo } from '../route-def.js';

/** What each of NoticeRoutes takes and answers (see TRouteIo). */
export const NoticeIo = {
  noticeList: { body: ZNoticeListRequestSchema, data: ZNoticeListSchema },
  noticeDetail: { params: ZNoticeParamsSchema, data: ZNoticeDetailSchema },
} as const satisfies Record<string, TRouteIo>;
