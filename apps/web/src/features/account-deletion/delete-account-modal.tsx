import { ApiRoutes, Limits } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiCall } from '../../lib/api-call';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session';
import { CodeField } from '../auth';

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/**
 * 注销账号 (privacy policy §7): the BOSS reads what goes, gets a code on their own phone and
 * confirms. On success the local session ends and the person lands on the public index.
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [isDeleting, setIsDeleting] = useState(false);
  const phone = useSession((s) => s.user?.phone ?? '');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const sendCode = async () => {
    await apiCall(ApiRoutes.sendDeleteAccountCode);
    return true;
  };

  const confirm = async ({ code }: { code: string }) => {
    setIsDeleting(true);
    try {
      const done = await apiCall(ApiRoutes.deleteAccount, { code });
      useSession.getState().clear();
      queryClient.clear();
      onClose();
      void message.success(t('deleteAccount.done', done), 6);
      navigate('/index', { replace: true });
    } catch (err) {
      // The request layer already showed the server's message (wrong or expired code).
      if (!(err instanceof ApiError)) {
        throw err;
      }
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('deleteAccount.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={null}
      data-testid="delete-account-modal"
    >
      <Alert
        type="error"
        showIcon
        message={t('deleteAccount.warning')}
        description={
          <ul className="ksa-delete-list">
            {(['shops', 'data', 'staff', 'log'] as const).map((k) => (
              <li key={k}>{t(`deleteAccount.items.${k}`)}</li>
            ))}
          </ul>
        }
      />
      <p style={{ margin: '12px 0' }}>{t('deleteAccount.export', { phone: maskPhone(phone) })}</p>
      <Form form={form} onFinish={confirm} layout="vertical">
        <CodeField
          label={t('deleteAccount.code')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('deleteAccount.code') }]}
          testId="delete-account-code"
          sendTestId="delete-account-send"
          seconds={Limits.countdown.deleteAccount}
          onSend={sendCode}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('deleteAccount.cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={isDeleting} data-testid="delete-account-confirm">
            {t('deleteAccount.confirm')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
