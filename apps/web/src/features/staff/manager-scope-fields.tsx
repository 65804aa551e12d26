import { PermissionIds, PermissionLabel, Permissions } from '@ksa/contract';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDistributeShop } from './api';

type TProps = {
  shops: TDistributeShop[];
  disabled: boolean;
  temu: number[];
  shein: number[];
  perms: string[];
  onTemu: (ids: number[]) => void;
  onShein: (ids: number[]) => void;
  onPerms: (ids: string[]) => void;
  shopsError?: string | null;
};

/** The assignment form's TEMU and SHEIN shops and its permissions 1-4. */
export function ManagerScopeFields({
  shops,
  disabled,
  temu,
  shein,
  perms,
  onTemu,
  onShein,
  onPerms,
  shopsError,
}: TProps) {
  const { t } = useTranslation('staff');
  const option = (s: TDistributeShop) => ({ value: s.mallId, label: `${s.mallName}（${s.mallId}）` });
  const select = (platform: 'temu' | 'shein', value: number[], onChange: (ids: number[]) => void) => (
    <Select
      mode="multiple"
      allowClear
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={shops.filter((s) => s.platformType === platform).map(option)}
      optionFilterProp="label"
      data-testid={`staff-${platform}-shops`}
    />
  );
  return (
    <>
      <Form.Item label={t('form.temuShops')} validateStatus={shopsError ? 'error' : undefined} help={shopsError}>
        {select('temu', temu, onTemu)}
      </Form.Item>
      <Form.Item label={t('form.sheinShops')}>{select('shein', shein, onShein)}</Form.Item>
      <Form.Item label={t('form.permissions')}>
        <Checkbox.Group
          value={perms}
          disabled={disabled}
          onChange={(v) => onPerms(v as string[])}
          options={PermissionIds.map((id) => ({
            value: id,
            label: <span data-testid={`staff-perm-${id}`}>{`${id} ${PermissionLabel[Permissions[id]]}`}</span>,
          }))}
        />
      </Form.Item>
    </>
  );
}
