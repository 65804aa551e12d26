import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="ksa-center-page">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.desc')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('actions.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}

export default NotFoundPage;
