import { Limits, PHONE_RE, SuccessMsg } from '@ksa/contract';
import { Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgText } from '../../lib/error-text';
import { SendCodeButton } from '../auth';
import { StaffCalls, type TDistributeShop, useStaffAction } from './api';
import { applySelectAll, SELECT_ALL } from './rules';
import { shopDistinctions, shopLabel } from './shop-label';
import { useSendStaffCode } from './staff-code-field';

type TValues = { phone: string; code: string; shopIds: number[] };

/**
 * 添加店长 (spec §2 Add store manager modal): phone, the manager's own SMS code (59 s countdown) and
 * shops with select-all; the shops are added to those the phone already has. Deviation: no password
 * fields, as a new manager sets their own at first login (the code is their consent).
 */
export function AddManagerModal({
  shops,
  onClose,
  onSaved,
}: {
  shops: TDistributeShop[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<TValues>();
  const [picked, setPicked] = useState<number[]>([]);
  const add = useStaffAction(StaffCalls.addWithCode);
  const all = shops.map((s) => s.mallId);
  const distinct = shopDistinctions(shops, (semi) => t(semi ? 'info.semi' : 'info.full'));
  const send = useSendStaffCode('manager');

  const sendCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return false;
    }
    return send(String(form.getFieldValue('phone')));
  };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) {
      return;
    }
    const ok = await add.run({ ...v, shopIdStr: picked.join(',') }, SuccessMsg.ADD_OK);
    if (ok) {
      onSaved();
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t('addByCode.title')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={add.isPending}
      okButtonProps={{ 'data-testid': 'add-manager-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" validateTrigger="onBlur" data-testid="add-manager-form">
        <Form.Item
          label={t('form.phone')}
          name="phone"
          rules={[
            { required: true, message: msgText(msgOf('MGR_PHONE_REQUIRED')) },
            { pattern: PHONE_RE, message: msgText(msgOf('ASSIGN_PHONE_INVALID')) },
          ]}
        >
          <Input maxLength={11} data-testid="add-manager-phone" />
        </Form.Item>
        <Form.Item label={t('addByCode.code')} required extra={t('consent.hint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: msgText(msgOf('CODE_REQUIRED')) }]}>
              <Input maxLength={6} data-testid="add-manager-code" />
            </Form.Item>
            <SendCodeButton
              seconds={Limits.countdown.manager}
              onSend={sendCode}
              size="middle"
              testId="add-manager-send"
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          label={t('operators.shops')}
          name="shopIds"
          rules={[
            {
              validator: () =>
                picked.length ? Promise.resolve() : Promise.reject(new Error(msgText(msgOf('MGR_SHOPS_REQUIRED')))),
            },
          ]}
        >
          <Select
            mode="multiple"
            data-testid="add-manager-shops"
            optionFilterProp="label"
            value={picked}
            onChange={(v: number[]) => {
              const next = applySelectAll(v, picked, all);
              setPicked(next);
              form.setFieldValue('shopIds', next);
            }}
            options={[
              { value: SELECT_ALL, label: t('operators.selectAll') },
              ...shops.map((s) => ({ value: s.mallId, label: shopLabel(s.mallName, distinct.get(s.mallId)) })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
