import { Button, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBeijingDate } from '../../lib/beijing-time';
import { useVisitorGuard } from '../visitor';
import { openRebind, useMarketplaceUi } from './marketplace-store';
import type { TBoundShop, TSheinShop, TTemuAccount } from './types';
import { testId, UnbindConfirm } from './unbind-confirm';
import { useUnbind } from './use-unbind';

/** One shop line: name, 全托管/半托管, and its 'used until' date (red once expired). */
function ShopLine({ shop }: { shop: TBoundShop }) {
  const { t } = useTranslation('marketplaces');
  return (
    <Space size={8} wrap>
      <Typography.Text>{shop.mallName}</Typography.Text>
      <Tag>{shop.semiManaged ? t('unbind.semi') : t('unbind.full')}</Tag>
      {shop.expireDate && (
        <Typography.Text type={shop.expired ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {t(shop.expired ? 'unbind.expiredOn' : 'unbind.expireDate', {
            date: formatBeijingDate(shop.expireDate),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}

export function UnbindEmpty({ onBind }: { onBind: () => void }) {
  const { t } = useTranslation('marketplaces');
  return (
    <Empty description={t('unbind.empty')}>
      <Button type="primary" onClick={onBind}>
        {t('unbind.goBind')}
      </Button>
    </Empty>
  );
}

/** TEMU main accounts, one expandable row each with the account's shops inside. */
export function TemuAccountTable({ rows, isLoading }: { rows: TTemuAccount[]; isLoading: boolean }) {
  const { t } = useTranslation('marketplaces');
  const { unbindTemu } = useUnbind();
  const { guard } = useVisitorGuard();
  const rebind = (phone: string) =>
    guard(() => {
      useMarketplaceUi.getState().setUnbindOpen(false);
      openRebind({ phone, platform: 'temu' });
    });
  return (
    <Table<TTemuAccount>
      rowKey="accountId"
      size="middle"
      loading={isLoading}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 500 }}
      onRow={(r) => testId(`unbind-row-${r.accountId}`)}
      expandable={{
        expandedRowRender: (r) => (
          <Flex vertical gap={6} className="mk-expanded">
            {r.shops.map((s) => (
              <ShopLine key={s.shopId} shop={s} />
            ))}
          </Flex>
        ),
        rowExpandable: (r) => r.shops.length > 0,
      }}
      columns={[
        {
          key: 'phone',
          title: t('unbind.phone'),
          render: (_, r) => (
            <Space size={8} wrap>
              <Typography.Text>{r.phone}</Typography.Text>
              {r.status === 'needs_relogin' && (
                <>
                  <Tag color="warning">{t('unbind.needsRelogin')}</Tag>
                  <Typography.Link onClick={() => rebind(r.phone)}>{t('unbind.rebind')}</Typography.Link>
                </>
              )}
            </Space>
          ),
        },
        {
          key: 'shops',
          title: t('unbind.shop'),
          render: (_, r) => (
            <Typography.Text ellipsis style={{ maxWidth: 320 }}>
              {t('unbind.shopCount', { n: r.shops.length })}
              {r.shops.length > 0 && ` · ${r.shops.map((s) => s.mallName).join('、')}`}
            </Typography.Text>
          ),
        },
        {
          key: 'op',
          title: t('unbind.action'),
          width: 90,
          render: (_, r) => (
            <UnbindConfirm
              isAccount
              shops={r.shops}
              onConfirm={async () =>
                unbindTemu(
                  r.accountId,
                  r.shops.map((s) => s.shopId),
                )
              }
            />
          ),
        },
      ]}
    />
  );
}

/** Authorised SHEIN shops, one row each. */
export function SheinShopTable({ rows, isLoading }: { rows: TSheinShop[]; isLoading: boolean }) {
  const { t } = useTranslation('marketplaces');
  const { unbindShein } = useUnbind();
  return (
    <Table<TSheinShop>
      rowKey="shopId"
      size="middle"
      loading={isLoading}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 500 }}
      onRow={(r) => testId(`unbind-row-${r.shopId}`)}
      columns={[
        { key: 'id', title: t('unbind.shopId'), dataIndex: 'shopId', width: 140 },
        { key: 'name', title: t('unbind.shopName'), render: (_, r) => <ShopLine shop={r} /> },
        {
          key: 'op',
          title: t('unbind.action'),
          width: 90,
          render: (_, r) => (
            <UnbindConfirm isAccount={false} shops={[r]} onConfirm={async () => unbindShein(r.shopId)} />
          ),
        },
      ]}
    />
  );
}
