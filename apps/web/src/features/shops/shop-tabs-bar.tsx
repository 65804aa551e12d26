import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Limits } from '@ksa/contract';
import { App, Dropdown } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgText } from '../../lib/error-text';
import { ShopCalls, useShopAction, useTabMapQuery } from './api-manage';
import { SumnumBadge } from './sumnum-badge';
import { ALL_SHOPS_ID, neighbourOf, useShopSelection } from './use-shop-selection';
import { useTabOrder } from './use-tab-order';

/**
 * The header's shop tabs (spec §2, §9): up to 10 shown shops, 8 as tabs and the rest under 更多.
 * Closing a tab hides the shop; the last tab cannot be closed ('请至少需保留一个店铺数据，不可删除').
 */
export function ShopTabsBar() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tabMap = useTabMapQuery();
  const order = useTabOrder(tabMap.data);
  const { selectedId, selectedGroupId, select } = useShopSelection();
  const hide = useShopAction(ShopCalls.hide, 'msg.hidden');
  const shown = useMemo(() => Object.values(order.lists).flat(), [order.lists]);
  if (!shown.length) {
    return null;
  }
  const tabs = shown.slice(0, Limits.headerTabsMax);
  const visible = tabs.slice(0, Limits.headerTabsVisible);
  const more = tabs.slice(Limits.headerTabsVisible);
  const ids = shown.map((s) => s.mallId);
  const close = async (id: number) => {
    if (shown.length <= 1) {
      void message.error(msgText(msgOf('DELETE_LAST_TAB')));
      return;
    }
    if ((await hide.run({ shopIds: String(id) })) && useShopSelection.getState().selectedId === id) {
      select(neighbourOf(ids, id));
    }
  };
  const active = (id: number) => selectedGroupId === null && selectedId === id;
  return (
    <nav className="ksa-shop-tabs" data-testid="shop-tabs">
      <button
        type="button"
        className={`ksa-shop-tab${selectedId === ALL_SHOPS_ID && selectedGroupId === null ? ' is-active' : ''}`}
        onClick={() => select(ALL_SHOPS_ID)}
      >
        {t('shops.summary')}
      </button>
      {visible.map((s) => (
        <span
          key={s.mallId}
          className={`ksa-shop-tab${active(s.mallId) ? ' is-active' : ''}`}
          data-testid={`shop-tab-${s.mallId}`}
        >
          <button type="button" onClick={() => select(s.mallId)} title={s.mallName}>
            {s.mallNameDis || s.mallName}
          </button>
          <SumnumBadge shop={s} />
          <CloseOutlined
            className="ksa-shop-tab-close"
            data-testid={`shop-tab-close-${s.mallId}`}
            onClick={() => void close(s.mallId)}
          />
        </span>
      ))}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((s) => ({ key: String(s.mallId), label: s.mallNameDis || s.mallName })),
            onClick: ({ key }) => select(Number(key)),
          }}
        >
          <span className="ksa-shop-tab" data-testid="shop-tabs-more">
            +{more.length} <DownOutlined />
          </span>
        </Dropdown>
      )}
    </nav>
  );
}
