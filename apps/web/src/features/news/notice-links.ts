import type { TNoticeSummary, TNoticeType } from '@ksa/contract';
import { formatBeijingDate } from '../../lib/beijing-time';

/** Where a notice opens: articles on the console's 运营资讯, the rest on the public news pages or the mobile site. */
export type TNewsSurface = 'site' | 'mobile' | 'console';

export const noticeHref = (n: Pick<TNoticeSummary, 'noticeId' | 'noticeType'>, surface: TNewsSurface): string => {
  if (surface === 'mobile') {
    return `/mobileHome/newsDetails?noticeId=${n.noticeId}`;
  }
  if (surface === 'console' || n.noticeType === 'article') {
    return `/home/consult/articleDetails?noticeId=${n.noticeId}`;
  }
  return `/index/newsDetail/${n.noticeId}/${n.noticeType}`;
};

export const listHref = (type: TNoticeType | undefined, surface: TNewsSurface): string =>
  surface === 'mobile'
    ? '/mobileHome/newsList'
    : type === 'article' || surface === 'console'
      ? '/home/consult'
      : '/index/newsInformation';

/** Beijing calendar day of an ISO time (the product's day everywhere). */
export const publishDay = (iso: string) => formatBeijingDate(iso);
