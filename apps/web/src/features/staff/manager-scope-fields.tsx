import { PermissionIds, PermissionLabel, Permissions } from '@ksa/contract';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDistributeShop } from './api';
import { shopDistinctions, shopLabel } from './shop-label';

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
  // One select per platform: shops are told apart within it by what the seller knows of them, never our ids.
  const options = (platform: TDistributeShop['platformType']) => {
    const list = shops.filter((s) => s.platformType === platform);
    const distinct = shopDistinctions(list, (semi) => t(semi ? 'info.semi' : 'info.full'));
    return list.map((s) => ({ value: s.mallId, label: shopLabel(s.mallName, distinct.get(s.mallId)) }));
  };
  const select = (platform: 'temu' | 'shein', value: number[], onChange: (ids: number[]) => void) => (
    <Select
      mode="multiple"
      allowClear
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={options(platform)}
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
