import { Limits, type TShopTab } from '@ksa/contract';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopCalls, useShopAction } from './api-manage';
import { checkName } from './shop-order';

type TProps = { shop: TShopTab; onClose: () => void };

/** BOSS rename of one shop: 1-256 length units, double-byte counts 2 (spec §5; the server checks too). */
export function ShopRenameModal({ shop, onClose }: TProps) {
  const { t } = useTranslation('shops');
  const [name, setName] = useState(shop.mallName);
  const [error, setError] = useState<string | null>(null);
  const rename = useShopAction(ShopCalls.rename, 'msg.renamed');
  const submit = async () => {
    const e = checkName(name, Limits.shopNameMaxUnits);
    setError(e && t(e === 'empty' ? 'msg.enterText' : 'rename.tooLong'));
    if (e) {
      return;
    }
    if (name.trim() === shop.mallName || (await rename.run({ shopId: shop.mallId, mallName: name.trim() }))) {
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t('rename.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={rename.isPending}
      okButtonProps={{ 'data-testid': 'shop-rename-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Input
        value={name}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={submit}
        placeholder={t('msg.enterText')}
        status={error ? 'error' : undefined}
        data-testid="shop-rename-input"
        autoFocus
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
