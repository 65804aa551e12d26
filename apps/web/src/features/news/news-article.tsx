import { Alert, Breadcrumb, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msgOfError, msgText } from '../../lib/error-text';
import { ApiError } from '../../lib/http';
import { useNoticeDetailQuery } from './api';
import { listHref, publishDay, type TNewsSurface } from './notice-links';
import './news.css';

/** One notice: title, type and day, and the server's sanitised HTML body. The page title follows the notice. */
export function NewsArticle({ noticeId, surface }: { noticeId: number; surface: TNewsSurface }) {
  const { t } = useTranslation('news');
  const q = useNoticeDetailQuery(noticeId);
  const title = q.data?.title;
  useEffect(() => {
    if (title) {
      document.title = t('detailTitle', { title });
    }
  }, [title, t]);
  if (
    !Number.isInteger(noticeId) ||
    noticeId <= 0 ||
    (q.isError && q.error instanceof ApiError && q.error.status === 404)
  ) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Link to={listHref(undefined, surface)}>{t('backToList')}</Link>}
        data-testid="news-not-found"
      />
    );
  }
  if (q.isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (q.isError) {
    return <Alert type="error" showIcon message={msgText(msgOfError(q.error, 'UNKNOWN'))} />;
  }
  const n = q.data;
  const listLink = listHref(n.noticeType, surface);
  return (
    <article className="ksa-news-article" data-testid="news-article">
      {surface !== 'mobile' && (
        <Breadcrumb
          items={[
            { title: <Link to={listLink}>{t(n.noticeType === 'article' ? 'consultTitle' : 'title')}</Link> },
            { title: n.title },
          ]}
        />
      )}
      <Typography.Title level={surface === 'mobile' ? 3 : 1} className="ksa-news-article-title">
        {n.title}
      </Typography.Title>
      <div className="ksa-news-article-meta">
        <Tag>{t(`types.${n.noticeType}`)}</Tag>
        <time dateTime={n.publishTime}>{t('publishedOn', { day: publishDay(n.publishTime) })}</time>
      </div>
      {/* The server renders the Markdown and cleans it with an allow-list (no scripts, handlers or styles). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (notice-markdown.ts) */}
      <div className="ksa-news-body" dangerouslySetInnerHTML={{ __html: n.contentHtml }} />
      <Link to={listLink} className="ksa-news-back">
        {t('backToList')}
      </Link>
    </article>
  );
}
