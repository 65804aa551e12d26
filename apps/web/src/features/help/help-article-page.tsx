import { Alert, Card, Image, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SoftwareDownloads } from '../helper-link';
import { HelpArticles } from './help-content';
import './help.css';

/** One help article: intro, numbered steps with screenshots, notes, and the next places to go. */
export function HelpArticlePage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const article = HelpArticles[pageKey];
  if (!article) {
    return null;
  }
  return (
    <Card variant="borderless" className="ksa-help-article" data-testid={`help-${pageKey}`}>
      <Typography.Title level={3}>{t(`pages.${pageKey}.name`)}</Typography.Title>
      <Typography.Paragraph className="ksa-help-intro">{article.intro}</Typography.Paragraph>
      {pageKey === 'softwareDownload' && <SoftwareDownloads />}
      <Steps
        direction="vertical"
        current={-1}
        items={article.steps.map((s) => ({
          title: s.title,
          status: 'process' as const,
          description: (
            <div className="ksa-help-step">
              <p>{s.text}</p>
              {s.image && <Image src={s.image} alt={s.title} width={600} className="ksa-help-shot" />}
            </div>
          ),
        }))}
      />
      {article.notes?.map((n) => (
        <Alert key={n} type="info" showIcon message={n} className="ksa-help-note" />
      ))}
      <p className="ksa-help-more">
        <Link to="/loginPrivacyArticle">{t('footer.privacy')}</Link>
        <Link to="/contactUs">{t('footer.contactUs')}</Link>
      </p>
    </Card>
  );
}
