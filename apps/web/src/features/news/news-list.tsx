import type { TNoticeType } from '@ksa/contract';
import { Alert, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msgOfError, msgText } from '../../lib/error-text';
import { useNoticeListQuery } from './api';
import { noticeHref, publishDay, type TNewsSurface } from './notice-links';
import './news.css';

type TProps = {
  type: TNoticeType | 'all';
  surface: TNewsSurface;
  pageSize?: number;
  /** Show paging under the list (the news pages); the landing page shows the latest few only. */
  isPaged?: boolean;
  page?: number;
  onPage?: (page: number) => void;
  isCompact?: boolean;
};

/** Notices newest first: type tag, title, summary and day; each opens its detail page. */
export function NewsList({ type, surface, pageSize = 10, isPaged = false, page = 1, onPage, isCompact }: TProps) {
  const { t } = useTranslation('news');
  const q = useNoticeListQuery(type, page, pageSize);
  if (q.isPending) {
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  if (q.isError) {
    return <Alert type="error" showIcon message={msgText(msgOfError(q.error, 'UNKNOWN'))} />;
  }
  if (q.data.list.length === 0) {
    return <Empty description={t('empty')} />;
  }
  return (
    <div className={`ksa-news-list${isCompact ? ' ksa-news-compact' : ''}`} data-testid="news-list">
      {q.data.list.map((n) => (
        <Link key={n.noticeId} to={noticeHref(n, surface)} className="ksa-news-item">
          <div className="ksa-news-item-head">
            <Tag color={n.noticeType === 'announcement' ? 'orange' : n.noticeType === 'article' ? 'green' : 'blue'}>
              {t(`types.${n.noticeType}`)}
            </Tag>
            <span className="ksa-news-item-title">{n.title}</span>
            <time className="ksa-news-item-day" dateTime={n.publishTime}>
              {publishDay(n.publishTime)}
            </time>
          </div>
          {!isCompact && <p className="ksa-news-item-summary">{n.summary}</p>}
        </Link>
      ))}
      {isPaged && q.data.total > pageSize && (
        <Pagination
          className="ksa-news-pager"
          current={page}
          pageSize={pageSize}
          total={q.data.total}
          onChange={(p) => onPage?.(p)}
          showSizeChanger={false}
          size={surface === 'mobile' ? 'small' : 'middle'}
        />
      )}
    </div>
  );
}
