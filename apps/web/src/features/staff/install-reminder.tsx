import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';

const KEY = (phone: string) => `storeManagerInstallReminder:${phone}`;

/**
 * Spec §4: store managers see the install reminder once per phone (a per-phone flag in local storage), in its turn
 * in the prompt queue.
 */
export function InstallReminder() {
  const { t } = useTranslation('staff');
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  const phone = user?.phone ?? null;
  const isManager = !isVisitor && (user?.role === 'manager' || user?.role === 'finance');
  const { isShown, close: giveBack } = usePrompt(
    'installReminder',
    Boolean(isManager && phone && !localStorage.getItem(KEY(phone))),
    () => close(),
  );
  const close = () => {
    if (phone) {
      localStorage.setItem(KEY(phone), '1');
    }
    giveBack();
  };
  return (
    <Modal
      open={isShown}
      title={t('installReminder.title')}
      onOk={close}
      onCancel={close}
      okText={t('installReminder.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'install-reminder-ok' } as Record<`data-${string}`, string>}
    >
      {t('installReminder.body')}
    </Modal>
  );
}
