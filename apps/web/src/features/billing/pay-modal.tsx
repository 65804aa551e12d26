import { PayType } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, QRCode, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { cancelOrder } from './api';
import { bjDay } from './renewal-rules';
import { useRenewalUi } from './renewal-store';
import { useOrderResult } from './use-order-result';

/**
 * Spec data §2 WeChat QR modal and Alipay iframe modal: the QR code rendered from code_url, or Alipay's cashier in
 * an iframe (or a new window); a spinner while waiting; '支付完成' with each shop's new expiry and the shop lists
 * refreshed; 取消支付 closes the order (at the provider too).
 */
export function PayModal() {
  const { t } = useTranslation('billing');
  const qc = useQueryClient();
  const order = useRenewalUi((s) => s.paying);
  const { view, isPaid, isHeld, failed } = useOrderResult(order);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  useEffect(() => {
    if (isPaid) {
      // Expiries changed everywhere: shop lists, the assignment table, the expiry warning, the dashboards.
      void qc.invalidateQueries();
    }
  }, [isPaid, qc]);

  if (!order) {
    return null;
  }
  const isWechat = order.payType === PayType.wechat;
  const done = isPaid || isHeld || Boolean(failed);
  const close = () => useRenewalUi.getState().stopPaying();
  const onCancel = async () => {
    if (done) {
      close();
      return;
    }
    setCancelling(true);
    setCancelError(null);
    try {
      const after = await cancelOrder(order.orderNo);
      if (after.state === 'applied') {
        void qc.invalidateQueries();
        return;
      }
      close();
    } catch (err) {
      setCancelError(msgText(msgOfError(err, 'PAY_PROVIDER_FAILED')));
    } finally {
      setCancelling(false);
    }
  };

  const body = isPaid ? (
    <Result
      status="success"
      title={t('paid')}
      subTitle={t('paidDesc', { orderNo: order.orderNo })}
      data-testid="pay-done"
      extra={
        <Space direction="vertical">
          {view?.shops.map((s) => (
            <Typography.Text key={`${s.platform}-${s.mallName}`} data-testid="pay-done-shop">
              {t('shopExtended', { name: s.mallName, day: s.expireAfter ? bjDay(new Date(s.expireAfter)) : '—' })}
            </Typography.Text>
          ))}
        </Space>
      }
    />
  ) : isHeld ? (
    <Result status="warning" title={t('held')} subTitle={t('heldDesc', { orderNo: order.orderNo })} />
  ) : failed ? (
    <Result status="error" title={msgText(failed)} data-testid="pay-failed" />
  ) : (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <Typography.Text>
        {t('amount')} <Typography.Text strong>¥{order.totalPrice}</Typography.Text>
        <Typography.Text type="secondary"> · {t('orderNo', { orderNo: order.orderNo })}</Typography.Text>
      </Typography.Text>
      {isWechat && order.codeUrl ? (
        <>
          <div data-testid="wechat-qr" data-code-url={order.codeUrl}>
            <QRCode value={order.codeUrl} size={220} />
          </div>
          <Typography.Text>{t('scanWechat')}</Typography.Text>
        </>
      ) : (
        order.payUrl && (
          <>
            <iframe
              title={t('alipay')}
              src={order.payUrl}
              style={{ width: 720, height: 520, border: '1px solid #f0f0f0', borderRadius: 8 }}
              data-testid="alipay-frame"
            />
            <Button type="link" onClick={() => window.open(order.payUrl ?? '', '_blank', 'noopener')}>
              {t('openAlipay')}
            </Button>
          </>
        )
      )}
      <Space>
        <Spin size="small" />
        <Typography.Text type="secondary" data-testid="pay-waiting">
          {t('waiting')}
        </Typography.Text>
      </Space>
      {cancelError && <Typography.Text type="danger">{cancelError}</Typography.Text>}
    </Space>
  );

  return (
    <Modal
      open
      title={isWechat ? t('wechatTitle') : t('alipayTitle')}
      width={isWechat ? 420 : 800}
      maskClosable={false}
      onCancel={() => void onCancel()}
      footer={
        done ? (
          <Button type="primary" onClick={close} data-testid="pay-close">
            {t('close')}
          </Button>
        ) : (
          <Button onClick={() => void onCancel()} loading={cancelling} data-testid="pay-cancel">
            {t('cancelPay')}
          </Button>
        )
      }
    >
      {body}
    </Modal>
  );
}
