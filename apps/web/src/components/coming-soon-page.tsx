import { DownloadOutlined, HomeOutlined, ReadOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../app/use-route-meta';

/**
 * The designed placeholder of a page whose content a later release builds: its name, what it
 * will offer, and a way back. Never a blank screen.
 */
export function ComingSoonPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const isMobile = Boolean(useRouteMeta()?.mobile);
  const name = t(`pages.${pageKey}.name`);
  return (
    <div className="ksa-page" data-testid="coming-soon">
      {!isMobile && (
        <Typography.Title level={4} className="ksa-page-title">
          {name}
        </Typography.Title>
      )}
      <Card variant="borderless" className="ksa-soon-card">
        <Result
          icon={<RocketOutlined className="ksa-soon-icon" />}
          title={
            <span>
              {name} <Tag color="orange">{t('comingSoon.badge')}</Tag>
            </span>
          }
          subTitle={
            <>
              <Typography.Paragraph className="ksa-soon-desc">{t(`pages.${pageKey}.desc`)}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('comingSoon.note')}</Typography.Text>
            </>
          }
          extra={[
            // On the phone site the useful next step is the app itself.
            isMobile ? (
              <Link key="app" to="/downloadAndroidPage">
                <Button type="primary" icon={<DownloadOutlined />}>
                  {t('download.iosAndroidLink')}
                </Button>
              </Link>
            ) : (
              <Link key="home" to="/home">
                <Button type="primary" icon={<HomeOutlined />}>
                  {t('actions.backHome')}
                </Button>
              </Link>
            ),
            !isMobile && (
              <Link key="guide" to="/operateRouting/guide">
                <Button icon={<ReadOutlined />}>{t('actions.readGuide')}</Button>
              </Link>
            ),
          ]}
        />
      </Card>
    </div>
  );
}

export default ComingSoonPage;
