import { SuccessMsg } from '@ksa/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffCalls, type TDistributeShop, useStaffAction } from './api';
import { assignPasswordError, assignPhoneError, assignShopsError, staffCodeError } from './rules';
import { ShipperShopsField } from './shipper-shops-field';
import { StaffCodeField } from './staff-code-field';

export type TShipperEditing = { kind: 'add' } | { kind: 'password'; phone: string };

/**
 * 添加仓库发货员: phone, the code that reached it (their consent) and the shops whose stock orders they pack;
 * they set their own password at first login (SMS code in the app). 修改密码: the BOSS sets a new one for a shipper (their sessions end).
 */
export function ShipperForm({
  editing,
  shops,
  onClose,
}: {
  editing: TShipperEditing;
  shops: TDistributeShop[];
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const isAdd = editing.kind === 'add';
  const [phone, setPhone] = useState(isAdd ? '' : editing.phone);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<{
    phone?: string | null;
    password?: string | null;
    code?: string | null;
    shops?: string | null;
  }>({});
  const action = useStaffAction(isAdd ? StaffCalls.addShipper : StaffCalls.shipperPassword);
  const submit = async () => {
    const e = {
      phone: assignPhoneError(phone),
      password: isAdd ? null : assignPasswordError(password, true),
      code: isAdd ? staffCodeError(code) : null,
      shops: isAdd ? assignShopsError(shopIds, []) : null,
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      return;
    }
    const body = isAdd ? { phone, code, shopIds } : { phone, password };
    if (await action.run(body, isAdd ? SuccessMsg.ADD_OK : SuccessMsg.MODIFY_OK)) {
      onClose();
    }
  };
  return (
    <Modal
      open
      title={isAdd ? t('shippers.add') : t('shippers.changePassword')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={action.isPending}
      okButtonProps={{ 'data-testid': 'shipper-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('shippers.phone')} validateStatus={errors.phone ? 'error' : undefined} help={errors.phone}>
          <Input
            value={phone}
            maxLength={11}
            disabled={!isAdd}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            data-testid="shipper-phone"
          />
        </Form.Item>
        {isAdd ? (
          <StaffCodeField
            phone={phone}
            staffRole="shipper"
            value={code}
            onChange={setCode}
            error={errors.code}
            testId="shipper"
          />
        ) : null}
        {isAdd ? (
          <ShipperShopsField shops={shops} value={shopIds} onChange={setShopIds} error={errors.shops} />
        ) : (
          <Form.Item
            label={t('shippers.newPassword')}
            validateStatus={errors.password ? 'error' : undefined}
            help={errors.password}
          >
            <Input.Password
              value={password}
              maxLength={12}
              autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)}
              data-testid="shipper-password"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
