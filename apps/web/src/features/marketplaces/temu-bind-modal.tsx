import { Limits } from '@ksa/contract';
import { Form, Modal, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../auth';
import { useVisitorGuard } from '../visitor';
import { BindSuccess } from './bind-success';
import { type TTemuBindTab, useMarketplaceUi } from './marketplace-store';
import { OpenApiForm } from './open-api-form';
import { TemuBindForm } from './temu-bind-form';
import { type TBindValues, useTemuBind } from './use-temu-bind';
import './marketplaces.css';

/**
 * Spec §2 bind main account modal (Temu): seller-centre login with SMS code, or an Open API token.
 * In rebind mode (a dropped account) only the login form shows, its phone locked.
 */
export function TemuBindModal() {
  const { t } = useTranslation('marketplaces');
  const ui = useMarketplaceUi();
  const { guard } = useVisitorGuard();
  const [form] = Form.useForm<TBindValues>();
  const countdown = useCountdown(Limits.countdown.bind);
  const isRebind = Boolean(ui.rebindPhone);
  const bind = useTemuBind({ isRebind, countdown });
  const { phase, reset } = bind;

  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // Each opening starts from the mode it was opened in; a bind still running keeps its state.
  useEffect(() => {
    if (ui.openCount > 0 && phaseRef.current === 'form') {
      form.setFieldsValue({ phone: ui.rebindPhone ?? '', password: '', code: '' });
    }
  }, [ui.openCount, ui.rebindPhone, form]);

  const handleClosed = () => {
    if (phase === 'success') {
      reset();
      form.resetFields();
    }
  };

  const handleMore = () => {
    reset();
    form.resetFields();
    ui.openTemuBind();
  };

  const login =
    phase === 'success' ? (
      <BindSuccess onMore={handleMore} onViewShops={ui.closeTemuBind} />
    ) : (
      <TemuBindForm
        form={form}
        phase={phase}
        steps={bind.steps}
        rebindPhone={ui.rebindPhone}
        countdown={countdown}
        isSubmitting={bind.isSubmitting}
        onSendCode={(phone, password) => guard(() => bind.sendCode(phone, password)) ?? Promise.resolve(false)}
        onSubmit={(v) => void guard(() => bind.submit(v))}
      />
    );

  return (
    <Modal
      open={ui.isTemuBindOpen}
      onCancel={ui.closeTemuBind}
      afterClose={handleClosed}
      footer={null}
      width={480}
      centered
      forceRender
      title={isRebind ? t('temu.rebindTitle') : t('temu.title')}
    >
      <div data-testid="bind-modal">
        {isRebind ? (
          login
        ) : (
          <Tabs
            activeKey={ui.temuBindTab}
            onChange={(k) => ui.setTemuBindTab(k as TTemuBindTab)}
            items={[
              { key: 'login', label: t('temu.tabLogin'), children: login },
              {
                key: 'openApi',
                label: <span data-testid="bind-tab-open-api">{t('temu.tabOpenApi')}</span>,
                children: <OpenApiForm />,
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
