import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useRealtime } from '../realtime';
import { useVisitorGuard } from '../visitor';
import { toRebindNotice } from './bind-messages';
import { openRebind, useMarketplaceUi } from './marketplace-store';

/** Listens on rebind/topic, and shows accounts the user info already lists as dropped (once). */
const useRebindNotices = () => {
  const { subscribe } = useRealtime();
  const phones = useSession((s) => s.user?.needRebindPhones);
  const shown = useRef(new Set<string>());
  useEffect(
    () =>
      subscribe('rebind/topic', (payload) => {
        const notice = toRebindNotice(payload);
        if (notice) {
          useMarketplaceUi.getState().showRebindNotice(notice);
        }
      }),
    [subscribe],
  );
  useEffect(() => {
    const phone = phones?.find((p) => !shown.current.has(p));
    if (phone) {
      shown.current.add(phone);
      useMarketplaceUi.getState().showRebindNotice({ accountId: null, phone, platform: 'temu' });
    }
  }, [phones]);
};

/** Spec §2 rebind-account warning: the account's marketplace session dropped, syncing paused. */
export function RebindWarningModal() {
  const { t } = useTranslation('marketplaces');
  const notice = useMarketplaceUi((s) => s.rebindNotice);
  const { guard } = useVisitorGuard();
  useRebindNotices();
  const close = () => useMarketplaceUi.getState().showRebindNotice(null);
  return (
    <Modal open={Boolean(notice)} onCancel={close} footer={null} width={420} centered title={t('rebind.title')}>
      <Flex vertical align="center" gap={16} style={{ padding: '8px 0 4px' }} data-testid="rebind-warning">
        <WarningFilled style={{ fontSize: 40, color: '#faad14' }} />
        <Typography.Text style={{ textAlign: 'center' }}>
          {notice?.platform === 'shein' ? t('rebind.shein') : t('rebind.temu', { phone: notice?.phone ?? '' })}
        </Typography.Text>
        <Flex gap={12}>
          <Button onClick={close}>{t('rebind.later')}</Button>
          <Button type="primary" data-testid="rebind-action" onClick={() => notice && guard(() => openRebind(notice))}>
            {t('rebind.action')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
