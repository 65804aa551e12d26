import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDistributeShop } from './api';
import { shopDistinctions, shopLabel } from './shop-label';

/**
 * Shops a shipper can work for: the full-managed ones (semi-managed shops ship to customers themselves and have no
 * stock orders), one select per platform, labelled as the manager form labels them.
 */
export const shipperShopChoices = (shops: TDistributeShop[]) => shops.filter((s) => !s.isSemiManagedMall);

export function ShipperShopsField({
  shops,
  value,
  onChange,
  error,
}: {
  shops: TDistributeShop[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('staff');
  const choices = shipperShopChoices(shops);
  const distinct = shopDistinctions(choices, (semi) => t(semi ? 'info.semi' : 'info.full'));
  const select = (platform: TDistributeShop['platformType']) => {
    const own = choices.filter((s) => s.platformType === platform);
    const ids = new Set(own.map((s) => s.mallId));
    return (
      <Select
        mode="multiple"
        allowClear
        value={value.filter((id) => ids.has(id))}
        // The other platform's picks stay as they are.
        onChange={(picked: number[]) => onChange([...value.filter((id) => !ids.has(id)), ...picked])}
        options={own.map((s) => ({ value: s.mallId, label: shopLabel(s.mallName, distinct.get(s.mallId)) }))}
        optionFilterProp="label"
        placeholder={own.length ? undefined : t('shippers.noShops')}
        disabled={own.length === 0}
        data-testid={`shipper-${platform}-shops`}
      />
    );
  };
  return (
    <>
      <Form.Item
        label={t('form.temuShops')}
        validateStatus={error ? 'error' : undefined}
        help={error ?? t('shippers.shopsHelp')}
      >
        {select('temu')}
      </Form.Item>
      <Form.Item label={t('form.sheinShops')}>{select('shein')}</Form.Item>
    </>
  );
}
