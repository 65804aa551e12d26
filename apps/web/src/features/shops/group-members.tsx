import type { TShopGroup, TShopTab } from '@ksa/contract';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopCalls, useShopAction } from './api-manage';

type TProps = { group: TShopGroup; shops: TShopTab[]; onDone: () => void };

/** The members of one group: a checkbox per shown shop; an unchanged list is not sent (spec §5). */
export function GroupMembers({ group, shops, onDone }: TProps) {
  const { t } = useTranslation('shops');
  const [checked, setChecked] = useState<number[]>(group.shopIds);
  const save = useShopAction(ShopCalls.groupSetShops, 'msg.saved');
  const unchanged = [...checked].sort().join(',') === [...group.shopIds].sort().join(',');
  const submit = async () => {
    if (unchanged) {
      onDone();
      return;
    }
    if (await save.run({ groupId: group.groupId, shopId: checked.join(',') })) {
      onDone();
    }
  };
  return (
    <div className="shop-group-members" data-testid={`group-members-${group.groupId}`}>
      <Checkbox.Group value={checked} onChange={(v) => setChecked(v as number[])}>
        <Space direction="vertical" size={4}>
          {shops.map((s) => (
            <Checkbox key={s.mallId} value={s.mallId} data-testid={`group-member-${s.mallId}`}>
              {s.mallNameDis || s.mallName}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button size="small" type="primary" loading={save.isPending} onClick={submit} data-testid="group-members-ok">
          {t('common.save')}
        </Button>
      </Space>
    </div>
  );
}
