import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCodeKind } from './api';
import { CodeField, ConfirmField, PasswordField, PhoneField } from './auth-fields';
import type { TAuthMessageKey } from './messages';
import { isPhoneCodePasswordValid, type TRuleSet } from './rules';
import { useReportError } from './use-auth-feedback';
import { useAuthRules } from './use-auth-rules';
import { useSendCode } from './use-send-code';

export type TPhoneCodePassword = { phone: string; code: string; password: string };
type TValues = TPhoneCodePassword & { confirmPassword: string; agree?: boolean };

type PhoneCodePasswordFormProps = {
  /** Form name: element ids become `${name}_phone` …; test ids `${name}-phone` …. */
  name: string;
  ruleSet: TRuleSet;
  codeKind: TCodeKind;
  seconds: number;
  resendLabel?: 'resend' | 'refetch';
  submitLabel: string;
  /** Extra items above the submit button (the terms checkbox of register). */
  extra?: ReactNode;
  /** Reset page and bind form keep the button disabled until all four fields pass (spec §5). */
  disableUntilValid?: boolean;
  /** Field order of the bind form: phone, password, confirm, code. */
  codeLast?: boolean;
  /** Forgot password / reset page ask for a new password. */
  newPassword?: boolean;
  fallbackError: TAuthMessageKey;
  submit: (body: TPhoneCodePassword) => Promise<unknown>;
  onDone: (phone: string, result: unknown) => void;
};

/** Phone + SMS code + password + confirm: register, forgot password, reset page and bind phone. */
export const PhoneCodePasswordForm = (p: PhoneCodePasswordFormProps) => {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TValues>();
  const rules = useAuthRules(p.ruleSet);
  const reportError = useReportError();
  const onSend = useSendCode(p.codeKind, form);
  const values = Form.useWatch([], form) as Partial<TValues> | undefined;

  const mutation = useMutation({
    mutationFn: p.submit,
    onSuccess: (result, body) => p.onDone(body.phone, result),
    onError: (err) => reportError(err, p.fallbackError, form, { phone: 'phone', code: 'code', password: 'password' }),
  });

  const code = (
    <CodeField
      rules={rules.code}
      testId={`${p.name}-code`}
      seconds={p.seconds}
      onSend={onSend}
      sendTestId={`${p.name}-send-code`}
      resendLabel={p.resendLabel}
    />
  );
  const isInvalid = p.disableUntilValid === true && !isPhoneCodePasswordValid(p.ruleSet, values ?? {});

  return (
    <Form<TValues>
      form={form}
      name={p.name}
      validateTrigger="onBlur"
      onFinish={(v) => mutation.mutate({ phone: v.phone.trim(), code: v.code.trim(), password: v.password })}
    >
      <PhoneField rules={rules.phone} testId={`${p.name}-phone`} />
      {p.codeLast ? null : code}
      <PasswordField
        rules={rules.password}
        testId={`${p.name}-password`}
        placeholder={p.newPassword ? t('fields.newPasswordPlaceholder') : undefined}
      />
      <ConfirmField rules={rules.confirm()} testId={`${p.name}-confirm`} />
      {p.codeLast ? code : null}
      {p.extra}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={mutation.isPending}
        disabled={isInvalid}
        data-testid={`${p.name}-submit`}
      >
        {p.submitLabel}
      </Button>
    </Form>
  );
};
