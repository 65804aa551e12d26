import { BarChartOutlined, CarOutlined, TeamOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketplaceLogos } from '../../components/marketplace-logos';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth';
import { NewsList } from '../news';

const Features: { key: string; icon: ReactNode }[] = [
  { key: 'stats', icon: <BarChartOutlined /> },
  { key: 'ai', icon: <TranslationOutlined /> },
  { key: 'delivery', icon: <CarOutlined /> },
  { key: 'staff', icon: <TeamOutlined /> },
];

/** /index: what the product does, and the two ways in (preview the console, or register). */
export function LandingPage() {
  const { t } = useTranslation();
  const isSignedOut = useSession((s) => !s.token || s.isVisitor);
  return (
    <div className="ksa-landing">
      <section className="ksa-hero">
        <MarketplaceLogos />
        <Typography.Title className="ksa-hero-title">{t('landing.title')}</Typography.Title>
        <Typography.Paragraph className="ksa-hero-sub">{t('landing.subtitle')}</Typography.Paragraph>
        <Space size={12}>
          <Link to="/home">
            <Button type="primary" size="large">
              {t(isSignedOut ? 'landing.preview' : 'landing.enter')}
            </Button>
          </Link>
          {isSignedOut && (
            <Button size="large" onClick={() => useAuthModal.getState().open('register')}>
              {t('landing.register')}
            </Button>
          )}
        </Space>
      </section>
      <Row gutter={[20, 20]} className="ksa-landing-features">
        {Features.map((f) => (
          <Col span={6} key={f.key}>
            <Card variant="borderless" className="ksa-feature-card">
              <span className="ksa-feature-icon">{f.icon}</span>
              <Typography.Title level={5}>{t(`landing.features.${f.key}.title`)}</Typography.Title>
              <Typography.Text type="secondary">{t(`landing.features.${f.key}.desc`)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <section className="ksa-landing-news" data-testid="landing-news">
        <div className="ksa-landing-news-head">
          <Typography.Title level={3}>{t('news:latest')}</Typography.Title>
          <Link to="/index/newsInformation">{t('news:more')}</Link>
        </div>
        <NewsList type="all" surface="site" pageSize={5} />
      </section>
    </div>
  );
}

export default LandingPage;
