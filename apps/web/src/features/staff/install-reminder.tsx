import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';

const KEY = (phone: string) => `storeManagerInstallReminder:${phone}`;

/** Spec §4: store managers see the install reminder once per phone (a per-phone flag in local storage). */
export function InstallReminder() {
  const { t } = useTranslation('staff');
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  const [open, setOpen] = useState(false);
  const phone = user?.phone ?? null;
  const isManager = !isVisitor && (user?.role === 'manager' || user?.role === 'finance');
  useEffect(() => {
    if (isManager && phone && !localStorage.getItem(KEY(phone))) {
      setOpen(true);
    }
  }, [isManager, phone]);
  const close = () => {
    if (phone) {
      localStorage.setItem(KEY(phone), '1');
    }
    setOpen(false);
  };
  return (
    <Modal
      open={open}
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
