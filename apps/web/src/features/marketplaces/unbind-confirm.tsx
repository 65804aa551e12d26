import { Popconfirm, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { splitByExpiry } from './shop-expiry';
import type { TBoundShop } from './types';

/** antd's row and button props have no data-* fields; spread objects carry the test id through. */
export const testId = (id: string) => ({ 'data-testid': id }) as HTMLAttributes<HTMLElement>;
const buttonTestId = (id: string): { 'data-testid': string } => ({ 'data-testid': id });

type TProps = {
  shops: readonly TBoundShop[];
  isAccount: boolean;
  onConfirm: () => Promise<unknown>;
};

function ShopList({ title, shops }: { title: string; shops: readonly TBoundShop[] }) {
  const { t } = useTranslation('marketplaces');
  return (
    <div className="mk-confirm-list">
      <Typography.Text strong>{title}</Typography.Text>
      {shops.length === 0 ? (
        <div className="mk-confirm-none">{t('unbind.none')}</div>
      ) : (
        <ul>
          {shops.map((s) => (
            <li key={s.shopId}>{s.mallName}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 解绑 with a confirmation listing the account's expired and still-paid shops apart (spec §2). */
export function UnbindConfirm({ shops, isAccount, onConfirm }: TProps) {
  const { t } = useTranslation('marketplaces');
  const { expired, active } = splitByExpiry(shops);
  return (
    <Popconfirm
      title={isAccount ? t('unbind.confirmTitle') : t('unbind.confirmShopTitle')}
      description={
        <div className="mk-confirm">
          <Typography.Paragraph type="secondary">{t('unbind.confirmDesc')}</Typography.Paragraph>
          <ShopList title={t('unbind.active', { n: active.length })} shops={active} />
          <ShopList title={t('unbind.expired', { n: expired.length })} shops={expired} />
        </div>
      }
      okText={t('unbind.unbind')}
      cancelText={t('unbind.cancel')}
      okButtonProps={{ danger: true, ...buttonTestId('unbind-confirm') }}
      onConfirm={onConfirm}
    >
      <Typography.Link type="danger">{t('unbind.unbind')}</Typography.Link>
    </Popconfirm>
  );
}
