import type { TNoticeType } from '@ksa/contract';
import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NewsArticle } from './news-article';
import { NewsList } from './news-list';

type TTab = TNoticeType | 'all';
const SiteTabs: TTab[] = ['all', 'news', 'announcement'];

/** Page number and tab live in the URL, so a shared link and the back button keep them. */
const usePagedTab = <T extends string>(fallback: T) => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tab = (params.get('type') as T | null) ?? fallback;
  const set = (next: { page?: number; type?: T }) => {
    const p = new URLSearchParams(params);
    if (next.type !== undefined) {
      p.set('type', next.type);
      p.delete('page');
    }
    if (next.page !== undefined) {
      p.set('page', String(next.page));
    }
    setParams(p);
  };
  return { page, tab, set };
};

/** /index/newsInformation: news and announcements, newest first, paged. */
export function NewsInformationPage() {
  const { t } = useTranslation('news');
  const { page, tab, set } = usePagedTab<TTab>('all');
  const type = SiteTabs.includes(tab) ? tab : 'all';
  return (
    <div className="ksa-news-page" data-testid="news-information">
      <Typography.Title>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Segmented<TTab>
        value={type}
        onChange={(v) => set({ type: v })}
        options={SiteTabs.map((v) => ({ value: v, label: t(`tabs.${v}`) }))}
      />
      <NewsList type={type} surface="site" isPaged page={page} onPage={(p) => set({ page: p })} />
    </div>
  );
}

/** /index/newsDetail/{noticeId}/{noticeType}. */
export function NewsDetailPage() {
  const { noticeId } = useParams();
  return (
    <div className="ksa-news-page">
      <NewsArticle noticeId={Number(noticeId)} surface="site" />
    </div>
  );
}

/** /home/consult: the operator's how-to articles for sellers (运营资讯), inside the console. */
export function ConsultPage() {
  const { t } = useTranslation('news');
  const { page, set } = usePagedTab<TTab>('article');
  return (
    <div className="ksa-news-page" data-testid="consult">
      <Typography.Title>{t('consultTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('consultIntro')}</Typography.Paragraph>
      <NewsList type="article" surface="console" isPaged page={page} onPage={(p) => set({ page: p })} />
    </div>
  );
}

/** /home/consult/articleDetails?noticeId=…, and /mobileHome/newsDetails?noticeId=… on the mobile site. */
export function ArticleDetailsPage({ surface = 'console' }: { surface?: 'console' | 'mobile' }) {
  const [params] = useSearchParams();
  return (
    <div className={surface === 'mobile' ? undefined : 'ksa-news-page'}>
      <NewsArticle noticeId={Number(params.get('noticeId'))} surface={surface} />
    </div>
  );
}

/** /mobileHome/newsList: the same news, one column. */
export function MobileNewsListPage() {
  const { t } = useTranslation('news');
  const { page, set } = usePagedTab<TTab>('all');
  return (
    <section data-testid="mobile-news-list">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <NewsList type="all" surface="mobile" isPaged page={page} onPage={(p) => set({ page: p })} />
    </section>
  );
}

export function MobileNewsDetailsPage() {
  return <ArticleDetailsPage surface="mobile" />;
}
