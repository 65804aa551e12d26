import { fenToYuanText, type TAdminOrder } from '@ksa/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundMutation } from './api';
import { adminErrorText } from './error-text';
import { yuan } from './format';

/** Refund through the order's provider: the whole refundable amount by default, a reason always. */
export function RefundModal({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const refundable = order.amountFen - order.refundedFen;
  const [amount, setAmount] = useState(fenToYuanText(refundable));
  const [reason, setReason] = useState('');
  const refund = useRefundMutation();
  const [error, setError] = useState('');

  const submit = async () => {
    setError('');
    try {
      await refund.mutateAsync({ orderNo: order.orderNo, amount, reason });
      onClose();
    } catch (err) {
      setError(adminErrorText(err));
    }
  };
  return (
    <Modal
      open
      title={t('refund.title', { orderNo: order.orderNo })}
      okText={t('refund.confirm')}
      okButtonProps={{ danger: true, loading: refund.isPending, id: 'refund-confirm' }}
      onOk={submit}
      onCancel={onClose}
      data-testid="refund-modal"
    >
      <Typography.Paragraph>
        {t('refund.paid', { paid: yuan(order.amountFen), refundable: yuan(refundable) })}
      </Typography.Paragraph>
      <Alert type="warning" showIcon message={t('refund.policy')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('refund.amount')}>
          <Input data-testid="refund-amount" value={amount} onChange={(e) => setAmount(e.target.value)} prefix="¥" />
        </Form.Item>
        <Form.Item label={t('refund.reason')}>
          <Input
            data-testid="refund-reason"
            value={reason}
            maxLength={80}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      {error && (
        <Typography.Text type="danger" data-testid="refund-error">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
