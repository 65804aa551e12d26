import { SuccessMsg } from '@ksa/contract';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffCalls, type TDistributeShop, type TShipper, useStaffAction } from './api';
import { assignShopsError } from './rules';
import { ShipperShopsField } from './shipper-shops-field';

/** 分配店铺: the shops whose stock orders the shipper sees in the app (replaces the previous choice). */
export function ShipperShopsModal({
  shipper,
  shops,
  onClose,
}: {
  shipper: TShipper;
  shops: TDistributeShop[];
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const [ids, setIds] = useState<number[]>(shipper.shopIds);
  const [error, setError] = useState<string | null>(null);
  const action = useStaffAction(StaffCalls.shipperShops, { json: true });
  const submit = async () => {
    const e = assignShopsError(ids, []);
    setError(e);
    if (!e && (await action.run({ phone: shipper.username, shopIds: ids }, SuccessMsg.ASSIGN_OK))) {
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t('shippers.assignTitle', { phone: shipper.username })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={action.isPending}
      okButtonProps={{ 'data-testid': 'shipper-shops-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <ShipperShopsField shops={shops} value={ids} onChange={setIds} error={error} />
      </Form>
    </Modal>
  );
}
