import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, List, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-call';
import { msgOf, msgText } from '../../lib/error-text';
import { markShownThisSession, wasShownThisSession } from '../../lib/prompt-memory';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';
import { openRenewal } from '../billing';
import { useRealtime } from '../realtime';
import { ALL_SHOPS_ID, shopKeys, useGroupsQuery, useScope, useShopSelection, useTabMapQuery } from '../shops';
import { bjDay, CLOSED_KEY, dismissedToday, renewalStart } from './expiry-rules';

const check = (shopId: string, dayBeforeExpired: 0 | 1) =>
  apiCall(ApiRoutes.shopCheckExpire, { shopId, dayBeforeExpired }, { silent: true });

/** The prompt-memory kind: the warning opens by itself at most once per login session. */
export const EXPIRY_WARNING = 'expiryWarning';

/**
 * Spec §4 expiry warning: shown when the selected shops are expired or have under 24 hours left,
 * unless 今日不再提示 was ticked today. Ticking it also tells the user's other windows (close_warning topic).
 * It opens by itself, so it waits its turn in the prompt queue (never stacked on another prompt, never over a
 * result page) and comes once per login session.
 */
export function ExpiryWarningModal() {
  const { t } = useTranslation('staff');
  const { enabled, scope } = useScope();
  const isVisitor = useSession((s) => s.isVisitor);
  const isBoss = useSession((s) => s.isBoss);
  const token = useSession((s) => s.token);
  const uid = useSession((s) => s.user?.uid ?? 0);
  const { selectedId, selectedGroupId } = useShopSelection();
  const groups = useGroupsQuery();
  const tabMap = useTabMapQuery();
  const { subscribe } = useRealtime();
  const [closedDay, setClosedDay] = useState(() => localStorage.getItem(CLOSED_KEY));
  const [dontShow, setDontShow] = useState(false);
  const [open, setOpen] = useState(true);

  const ids =
    selectedGroupId !== null
      ? (groups.data?.find((g) => g.groupId === selectedGroupId)?.shopIds.join(',') ?? '')
      : String(selectedId ?? ALL_SHOPS_ID);
  const on = enabled && !isVisitor && ids !== '' && Boolean(tabMap.data?.shown.length);
  const expired = useQuery({
    queryKey: [...shopKeys.all, 'expiry', scope, ids, 0],
    queryFn: () => check(ids, 0),
    enabled: on,
  });
  const soon = useQuery({
    queryKey: [...shopKeys.all, 'expiry', scope, ids, 1],
    queryFn: () => check(ids, 1),
    enabled: on,
  });

  useEffect(
    () =>
      subscribe('close_warning/topic', (msg) => {
        const day = (msg as { day?: string }).day ?? bjDay(new Date());
        localStorage.setItem(CLOSED_KEY, day);
        setClosedDay(day);
      }),
    [subscribe],
  );
  const byId = useMemo(() => new Map((tabMap.data?.shown ?? []).map((s) => [s.mallId, s])), [tabMap.data]);
  const rows = [
    ...(expired.data ?? []).map((id) => ({ id, expired: true })),
    ...(soon.data ?? []).map((id) => ({ id, expired: false })),
  ].filter((r) => byId.has(r.id));
  const isWanted = Boolean(
    token &&
      uid > 0 &&
      on &&
      open &&
      rows.length > 0 &&
      !dismissedToday(closedDay, new Date()) &&
      !wasShownThisSession(EXPIRY_WARNING, uid, token),
  );
  const close = () => {
    if (dontShow) {
      const day = bjDay(new Date());
      localStorage.setItem(CLOSED_KEY, day);
      setClosedDay(day);
      void apiCall(ApiRoutes.closeExpiryWarning, { day }, { silent: true }).catch(() => {});
    }
    setOpen(false);
    giveBack();
  };
  const { isShown, close: giveBack } = usePrompt('expiryWarning', isWanted, close);
  useEffect(() => {
    if (isShown && token) {
      markShownThisSession(EXPIRY_WARNING, uid, token);
    }
  }, [isShown, token, uid]);
  // 今日不再提示 ticked in another window (close_warning topic): the warning on screen goes too.
  const isDismissed = dismissedToday(closedDay, new Date());
  useEffect(() => {
    if (isShown && isDismissed) {
      giveBack();
    }
  }, [isShown, isDismissed, giveBack]);
  if (!isShown || rows.length === 0) {
    return null;
  }
  const anyExpired = rows.some((r) => r.expired);
  return (
    <Modal
      open
      title={anyExpired ? msgText(msgOf('EXPIRED')) : msgText(msgOf('EXPIRY_SOON'))}
      onCancel={close}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Checkbox checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} data-testid="expiry-dont-show">
            {t('dontShowToday')}
          </Checkbox>
          <span>
            <Button onClick={close} data-testid="expiry-close">
              {t('info.close')}
            </Button>
            {isBoss && (
              <Button
                type="primary"
                data-testid="expiry-renew"
                onClick={() => {
                  setOpen(false);
                  giveBack();
                  openRenewal(rows.map((r) => r.id));
                }}
              >
                {t('table.renew')}
              </Button>
            )}
          </span>
        </div>
      }
    >
      <div data-testid="expiry-warning">
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => {
            const shop = byId.get(r.id)!;
            return (
              <List.Item>
                <span>{shop.mallName}</span>
                <Typography.Text type={r.expired ? 'danger' : 'warning'}>
                  {r.expired ? msgText(msgOf('EXPIRED')) : msgText(msgOf('EXPIRY_SOON'))}（{t('info.expireDate')}{' '}
                  {shop.expireDate ? bjDay(new Date(shop.expireDate)) : '—'}，{t('renewFrom')}{' '}
                  {renewalStart(shop.expireDate ?? null, new Date())}）
                </Typography.Text>
              </List.Item>
            );
          }}
        />
        {!isBoss && <Typography.Paragraph type="secondary">{t('askBossRenew')}</Typography.Paragraph>}
      </div>
    </Modal>
  );
}
