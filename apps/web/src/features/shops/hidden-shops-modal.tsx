import type { TShopTab } from '@ksa/contract';
import { App, Checkbox, Empty, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopCalls, useShopAction } from './api-manage';

type TProps = { closed: TShopTab[]; onClose: () => void };

/** 已隐藏店铺: check hidden shops and restore them; nothing checked answers 暂无可恢复店铺~. */
export function HiddenShopsModal({ closed, onClose }: TProps) {
  const { t } = useTranslation('shops');
  const { message } = App.useApp();
  const [checked, setChecked] = useState<number[]>([]);
  const restore = useShopAction(ShopCalls.restore, 'msg.done');
  const submit = async () => {
    if (checked.length === 0) {
      void message.warning(t('hidden.nothing'));
      return;
    }
    if (await restore.run({ shopIds: checked.join(',') })) {
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t('hidden.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('hidden.restore')}
      cancelText={t('common.cancel')}
      confirmLoading={restore.isPending}
      okButtonProps={{ 'data-testid': 'restore-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      {closed.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hidden.none')} />
      ) : (
        <Checkbox.Group value={checked} onChange={(v) => setChecked(v as number[])}>
          <Space direction="vertical" size={4}>
            {closed.map((s) => (
              <Checkbox key={s.mallId} value={s.mallId} data-testid={`hidden-shop-${s.mallId}`}>
                {s.mallNameDis || s.mallName}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
