import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec data §2: the return page after an Alipay-type payment. */
export function PaySuccessPage() {
  const { t } = useTranslation();
  return (
    <div className="ksa-center-page">
      <Result
        status="success"
        title={t('paySuccess.title')}
        subTitle={t('paySuccess.desc')}
        extra={[
          <Link key="home" to="/home">
            <Button type="primary">{t('actions.backHome')}</Button>
          </Link>,
          <Link key="renew" to="/operateRouting/renew">
            <Button>{t('paySuccess.viewRenewal')}</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

export default PaySuccessPage;
