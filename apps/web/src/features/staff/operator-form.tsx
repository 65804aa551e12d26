import { SuccessMsg } from '@ksa/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffCalls, type TOperator, useShopsByEntityQuery, useStaffAction } from './api';
import {
  applySelectAll,
  assignPasswordError,
  assignPhoneError,
  matchesOption,
  operatorErrors,
  SELECT_ALL,
  staffCodeError,
} from './rules';
import { StaffCodeField } from './staff-code-field';

type TFormProps = {
  operator: TOperator | null;
  entityOptions: { value: number; label: string }[];
  onClose: () => void;
};

/**
 * Edit operator (spec §2, §5): entities and shops multi-select with select-all (-1) and a filter. A
 * new operator is added with the code that reached their phone and sets their own password.
 */
export function OperatorForm({ operator, entityOptions, onClose }: TFormProps) {
  const { t } = useTranslation('staff');
  const [phone, setPhone] = useState(operator?.account ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [entity, setEntity] = useState<number[]>(operator?.entity ?? []);
  const [shops, setShops] = useState<number[]>(operator?.shop_id ?? []);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const shopOptions = useShopsByEntityQuery(entity).data ?? [];
  const save = useStaffAction(StaffCalls.saveOperator);
  const withAll = (opts: { value: number; label: string }[]) => [
    { value: SELECT_ALL, label: t('operators.selectAll') },
    ...opts,
  ];

  const submit = async () => {
    const e = {
      phone: assignPhoneError(phone),
      password: operator ? assignPasswordError(password, false) : null,
      code: operator ? null : staffCodeError(code),
      ...operatorErrors(entity, shops),
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      return;
    }
    const ok = await save.run(
      {
        phone,
        ...(operator ? { password: password || undefined } : { code }),
        entityStr: entity.join(','),
        shopIdStr: shops.join(','),
      },
      SuccessMsg.SAVED,
    );
    if (ok) {
      onClose();
    }
  };
  const field = (k: string) => ({ validateStatus: errors[k] ? ('error' as const) : undefined, help: errors[k] });
  return (
    <Modal
      open
      title={operator ? t('operators.edit') : t('operators.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'operator-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('operators.account')} {...field('phone')}>
          <Input
            value={phone}
            maxLength={11}
            disabled={Boolean(operator)}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            data-testid="operator-phone"
          />
        </Form.Item>
        {operator ? (
          <Form.Item label={t('form.password')} {...field('password')}>
            <Input.Password
              value={password}
              maxLength={12}
              autoComplete="new-password"
              placeholder={t('form.passwordSet')}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Form.Item>
        ) : (
          <StaffCodeField
            phone={phone}
            staffRole="operator"
            value={code}
            onChange={setCode}
            error={errors.code}
            testId="operator"
          />
        )}
        <Form.Item label={t('operators.entity')} {...field('entity')}>
          <Select
            mode="multiple"
            value={entity}
            placeholder={t('operators.entityPlaceholder')}
            data-testid="operator-entity"
            options={withAll(entityOptions)}
            filterOption={(input, o) => (o ? matchesOption(input, o as { label: string; value: number }) : false)}
            onChange={(v: number[]) => {
              const next = applySelectAll(
                v,
                entity,
                entityOptions.map((o) => o.value),
              );
              setEntity(next);
              setShops([]);
            }}
          />
        </Form.Item>
        <Form.Item label={t('operators.shops')} {...field('shops')}>
          <Select
            mode="multiple"
            value={shops}
            placeholder={t('operators.shopPlaceholder')}
            data-testid="operator-shops"
            options={withAll(shopOptions)}
            filterOption={(input, o) => (o ? matchesOption(input, o as { label: string; value: number }) : false)}
            onChange={(v: number[]) =>
              setShops(
                applySelectAll(
                  v,
                  shops,
                  shopOptions.map((o) => o.value),
                ),
              )
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
