import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Limits } from '@ksa/contract';
import { Alert, Button, Flex, Form, type FormInstance, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMsg } from '../../lib/error-text';
import { SendCodeButton, type TCountdown } from '../auth';
import { BindProgress } from './bind-progress';
import { checkCredentials } from './bind-rules';
import { useMsgText } from './use-msg-text';
import type { TBindPhase, TBindValues } from './use-temu-bind';

type TProps = {
  form: FormInstance<TBindValues>;
  phase: TBindPhase;
  steps: TMsg[];
  rebindPhone: string | null;
  countdown: TCountdown;
  isSubmitting: boolean;
  onSendCode: (phone: string, password: string) => Promise<boolean>;
  onSubmit: (v: TBindValues) => void;
};

/** Spec §2/§5 bind form: account, password, Temu's SMS code; progress below while binding. */
export function TemuBindForm(p: TProps) {
  const { t } = useTranslation('marketplaces');
  const { text } = useMsgText();
  const isBinding = p.phase === 'binding';

  // The field rules show the spec texts under the inputs; the same check runs before the call.
  const required = (field: 'phone' | 'password') => ({
    validator: async (_: unknown, v: string | undefined) => {
      const values = { phone: 'x', password: 'x', [field]: v ?? '' };
      const problem = checkCredentials(values);
      if (problem) {
        throw new Error(text(problem));
      }
    },
  });

  const handleSend = async () => {
    try {
      const v = await p.form.validateFields(['phone', 'password']);
      return await p.onSendCode(v.phone.trim(), v.password);
    } catch {
      return false;
    }
  };

  return (
    <Form form={p.form} layout="vertical" disabled={isBinding} onFinish={p.onSubmit} requiredMark={false}>
      {p.rebindPhone ? (
        <Alert
          type="warning"
          showIcon
          data-testid="bind-rebind-alert"
          title={t('rebind.temu', { phone: p.rebindPhone })}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('temu.hint')}</Typography.Paragraph>
      )}
      <Form.Item name="phone" label={t('temu.account')} rules={[required('phone')]}>
        <Input
          data-testid="bind-phone"
          prefix={<MobileOutlined />}
          placeholder={t('temu.accountPlaceholder')}
          disabled={Boolean(p.rebindPhone) || isBinding}
          maxLength={11}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="password" label={t('temu.password')} rules={[required('password')]}>
        <Input.Password
          data-testid="bind-password"
          prefix={<LockOutlined />}
          placeholder={t('temu.passwordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label={t('temu.code')}>
        <Flex gap={8}>
          <Form.Item name="code" noStyle>
            <Input
              data-testid="bind-code"
              prefix={<SafetyOutlined />}
              placeholder={t('temu.codePlaceholder')}
              maxLength={8}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton
            seconds={Limits.countdown.bind}
            countdown={p.countdown}
            onSend={handleSend}
            disabled={isBinding}
            testId="bind-send-code"
            size="middle"
          />
        </Flex>
      </Form.Item>
      {isBinding && <BindProgress steps={p.steps} />}
      <Button
        data-testid="bind-submit"
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={p.isSubmitting || isBinding}
        // Stays enabled inside the disabled form: while binding it shows the spinner instead.
        disabled={false}
      >
        {isBinding ? t('temu.binding') : t('temu.submit')}
      </Button>
    </Form>
  );
}
