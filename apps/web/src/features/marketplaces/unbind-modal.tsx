import { useQuery } from '@tanstack/react-query';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSheinShops, fetchTemuAccounts, marketplaceKeys } from './api';
import { useMarketplaceUi } from './marketplace-store';
import { SheinShopTable, TemuAccountTable, UnbindEmpty } from './unbind-tables';

type TTab = 'temu' | 'shein';

/** Spec §2 unbind account: TEMU main accounts or SHEIN shops, each with a confirmed 解绑. */
export function UnbindModal() {
  const { t } = useTranslation('marketplaces');
  const isOpen = useMarketplaceUi((s) => s.isUnbindOpen);
  const [tab, setTab] = useState<TTab>('temu');
  const temu = useQuery({ queryKey: marketplaceKeys.temuAccounts(), queryFn: fetchTemuAccounts, enabled: isOpen });
  const shein = useQuery({
    queryKey: marketplaceKeys.sheinShops(),
    queryFn: fetchSheinShops,
    enabled: isOpen && tab === 'shein',
  });
  const close = () => useMarketplaceUi.getState().setUnbindOpen(false);
  const goBind = () => {
    close();
    const ui = useMarketplaceUi.getState();
    if (tab === 'shein') {
      ui.setSheinBindOpen(true);
    } else {
      ui.openTemuBind();
    }
  };
  const query = tab === 'temu' ? temu : shein;
  const isEmpty = query.isSuccess && query.data.length === 0;

  return (
    <Modal open={isOpen} onCancel={close} footer={null} width={820} centered title={t('unbind.title')}>
      <div data-testid="unbind-modal">
        <Radio.Group
          value={tab}
          onChange={(e) => setTab(e.target.value as TTab)}
          optionType="button"
          buttonStyle="solid"
          style={{ marginBottom: 16 }}
        >
          <Radio.Button value="temu">
            {/* On the label, not the hidden <input> antd forwards data-* attributes to. */}
            <span data-testid="unbind-tab-temu">{t('unbind.tabTemu')}</span>
          </Radio.Button>
          <Radio.Button value="shein">
            {/* On the label, not the hidden <input> antd forwards data-* attributes to. */}
            <span data-testid="unbind-tab-shein">{t('unbind.tabShein')}</span>
          </Radio.Button>
        </Radio.Group>
        {isEmpty && <UnbindEmpty onBind={goBind} />}
        {!isEmpty && tab === 'temu' && <TemuAccountTable rows={temu.data ?? []} isLoading={temu.isLoading} />}
        {!isEmpty && tab === 'shein' && <SheinShopTable rows={shein.data ?? []} isLoading={shein.isLoading} />}
      </div>
    </Modal>
  );
}
