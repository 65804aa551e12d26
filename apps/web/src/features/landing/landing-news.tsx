import { useTranslation } from 'react-i18next';
import { noticeHref, publishDay } from '../news/light';
import { useLandingNews } from './landing-api';
import { LandingLink } from './landing-nav';

/** The five latest news and announcements; each opens its page. */
export function LandingNews() {
  const { t } = useTranslation('landing');
  const news = useLandingNews(5);
  return (
    <section id="news" className="ksa-lp-section ksa-lp-news" data-testid="landing-news">
      <div className="ksa-lp-news-head">
        <h2>{t('news:latest')}</h2>
        <LandingLink to="/index/newsInformation">{t('news:more')}</LandingLink>
      </div>
      {news.state === 'loading' && <div className="ksa-lp-news-skeleton" aria-busy="true" />}
      {news.state === 'error' && <p className="ksa-lp-muted">{t('news.error')}</p>}
      {news.state === 'ok' && news.list.length === 0 && <p className="ksa-lp-muted">{t('news:empty')}</p>}
      {news.state === 'ok' && news.list.length > 0 && (
        <ul className="ksa-lp-news-list" data-testid="news-list">
          {news.list.map((n) => (
            <li key={n.noticeId}>
              <LandingLink to={noticeHref(n, 'site')} className="ksa-lp-news-item">
                <span className={`ksa-lp-tag is-${n.noticeType}`}>{t(`news:types.${n.noticeType}`)}</span>
                <span className="ksa-lp-news-title">{n.title}</span>
                <time dateTime={n.publishTime}>{publishDay(n.publishTime)}</time>
              </LandingLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
