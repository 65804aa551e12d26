import { LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVisitorGuard } from '../visitor';
import { useMarketplaceUi } from './marketplace-store';
import { useSheinBind } from './use-shein-bind';

/** 授权 Shein 店铺: explains the popup, opens it, and waits for the result message. */
export function SheinBindModal() {
  const { t } = useTranslation('marketplaces');
  const isOpen = useMarketplaceUi((s) => s.isSheinBindOpen);
  const setOpen = useMarketplaceUi((s) => s.setSheinBindOpen);
  const { guard } = useVisitorGuard();
  const { state, start, focusPopup } = useSheinBind();
  return (
    <Modal open={isOpen} onCancel={() => setOpen(false)} footer={null} width={440} centered title={t('shein.title')}>
      <Flex vertical align="center" gap={16} style={{ padding: '8px 0' }} data-testid="shein-bind-modal">
        <span className="ksa-market ksa-market-shein">SHEIN</span>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('shein.hint')}
        </Typography.Text>
        {state === 'waiting' ? (
          <Flex vertical align="center" gap={8}>
            <Typography.Text>
              <LoadingOutlined /> {t('shein.waiting')}
            </Typography.Text>
            <Button type="link" onClick={focusPopup}>
              {t('shein.showPopup')}
            </Button>
          </Flex>
        ) : (
          <Button
            data-testid="shein-bind-button"
            type="primary"
            size="large"
            loading={state === 'opening'}
            onClick={() => void guard(start)}
          >
            {t('shein.authorize')}
          </Button>
        )}
      </Flex>
    </Modal>
  );
}
