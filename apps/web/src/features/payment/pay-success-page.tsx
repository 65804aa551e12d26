import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** Alipay's order number in the return URL (out_trade_no): ours, so only its own characters are shown. */
const orderNoOf = (params: URLSearchParams) => {
  const no = params.get('out_trade_no') ?? params.get('orderNo') ?? '';
  return /^[0-9A-Za-z]{6,32}$/.test(no) ? no : '';
};

/**
 * Spec data §2/§4: the return page after an Alipay-type payment. Inside the payment modal's iframe (or the window
 * the modal opened) it tells the product page 'zfbSuccess', which then shows the result it confirms with the server;
 * Alipay's return itself is display only (the notification and the order status are the truth).
 */
export function PaySuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = orderNoOf(params);

  useEffect(() => {
    const origin = window.location.origin;
    if (window.parent !== window) {
      window.parent.postMessage('zfbSuccess', origin);
    }
    window.opener?.postMessage('zfbSuccess', origin);
  }, []);

  return (
    <div className="ksa-center-page" data-testid="pay-success">
      <Result
        status="success"
        title={t('paySuccess.title')}
        subTitle={
          <>
            {t('paySuccess.desc')}
            {orderNo && <div>{t('paySuccess.orderNo', { orderNo })}</div>}
          </>
        }
        extra={
          window.parent === window && [
            <Link key="home" to="/home">
              <Button type="primary">{t('actions.backHome')}</Button>
            </Link>,
            <Link key="orders" to="/renewalOrders">
              <Button>{t('paySuccess.viewOrders')}</Button>
            </Link>,
          ]
        }
      />
    </div>
  );
}

export default PaySuccessPage;
