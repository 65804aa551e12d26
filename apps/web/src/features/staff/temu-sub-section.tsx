import { ApiRoutes, Limits, type TStaffTemuSub } from '@ksa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Flex, Form, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-call';
import { SendCodeButton } from '../auth';
import { useVisitorGuard } from '../visitor';
import { staffKeys } from './api';

type TProps = { phone: string };

/**
 * Temu 子账号 of one 店长/财务 (issue 24): where their shops are only part of a main account, the plugin gets the
 * sub-account's back-office session instead of the main account's. The BOSS binds it here with the sub-account's
 * phone, password and the SMS code Temu sends to it; the server refuses one that reaches shops outside the staff
 * member's shops.
 */
export function TemuSubSection({ phone }: TProps) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const { guard } = useVisitorGuard();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [subPhone, setSubPhone] = useState('');
  const [subPassword, setSubPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const key = staffKeys.temuSubs(phone);
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiCall(ApiRoutes.staffTemuSubList, { phone }, { silent: true }),
  });

  const done = (sub: TStaffTemuSub) => {
    void message.success(t('sub.bound', { phone: sub.subPhone }));
    setOpen(false);
    setSubPhone('');
    setSubPassword('');
    setCode('');
    void qc.invalidateQueries({ queryKey: key });
  };

  const sendCode = async (): Promise<boolean> => {
    if (!subPhone || !subPassword) {
      void message.error(t('sub.fill'));
      return false;
    }
    const sent = guard(() => apiCall(ApiRoutes.staffTemuSubSendCode, { phone, subPhone, subPassword }));
    if (!sent) {
      return false;
    }
    const r = await sent; // a refusal is toasted by the request layer and throws
    if (r.bound) {
      done(r.bound);
      return false;
    }
    void message.success(t('sub.codeSent'));
    return r.needCode;
  };

  const bind = async () => {
    if (!code) {
      void message.error(t('sub.fillCode'));
      return;
    }
    setBusy(true);
    try {
      const p = guard(() => apiCall(ApiRoutes.staffTemuSubBind, { phone, subPhone, subPassword, code }));
      if (p) {
        done(await p);
      }
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };

  const unbind = async (subUid: string) => {
    const p = guard(() => apiCall(ApiRoutes.staffTemuSubUnbind, { phone, subUid }));
    if (p) {
      await p.then(
        () => void message.success(t('sub.unbound')),
        () => undefined,
      );
      void qc.invalidateQueries({ queryKey: key });
    }
  };

  const subs = list.data ?? [];
  return (
    <div data-testid="staff-temu-sub">
      <Divider titlePlacement="start" plain>
        {t('sub.title')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('sub.hint')}</Typography.Paragraph>
      <List
        size="small"
        loading={list.isLoading}
        dataSource={subs}
        locale={{ emptyText: t('sub.none') }}
        renderItem={(s) => (
          <List.Item
            data-testid={`staff-temu-sub-${s.subUid}`}
            actions={[
              <Popconfirm key="unbind" title={t('sub.unbindConfirm')} onConfirm={() => void unbind(s.subUid)}>
                <Button type="link" danger size="small" data-testid={`staff-temu-sub-unbind-${s.subUid}`}>
                  {t('sub.unbind')}
                </Button>
              </Popconfirm>,
            ]}
          >
            {t('sub.item', { phone: s.subPhone, shops: s.shops.map((x) => x.mallName).join('、') })}
          </List.Item>
        )}
      />
      {open ? (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Form.Item label={t('sub.phone')} style={{ marginBottom: 0 }}>
            <Input
              value={subPhone}
              maxLength={11}
              onChange={(e) => setSubPhone(e.target.value.replace(/\D/g, ''))}
              data-testid="staff-temu-sub-phone"
            />
          </Form.Item>
          <Form.Item label={t('sub.password')} style={{ marginBottom: 0 }}>
            <Input.Password
              value={subPassword}
              maxLength={64}
              autoComplete="off"
              onChange={(e) => setSubPassword(e.target.value)}
              data-testid="staff-temu-sub-password"
            />
          </Form.Item>
          <Form.Item label={t('sub.code')} style={{ marginBottom: 0 }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={code}
                maxLength={8}
                inputMode="numeric"
                onChange={(e) => setCode(e.target.value.trim())}
                data-testid="staff-temu-sub-code"
              />
              <SendCodeButton
                seconds={Limits.countdown.bind}
                onSend={() => sendCode().catch(() => false)}
                size="middle"
                testId="staff-temu-sub-send"
              />
            </Space.Compact>
          </Form.Item>
          <Space>
            <Button type="primary" loading={busy} onClick={() => void bind()} data-testid="staff-temu-sub-bind">
              {t('sub.bind')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('sub.cancel')}</Button>
          </Space>
        </Flex>
      ) : (
        <Button onClick={() => setOpen(true)} data-testid="staff-temu-sub-open">
          {t('sub.add')}
        </Button>
      )}
    </div>
  );
}
