import { Errors, PermissionIds, PermissionLabel, Permissions, SuccessMsg } from '@ksa/contract';
import { App, Button, Checkbox, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { checkWorkerPhone, StaffPaths, type TDistributeShop, useStaffAction } from './api';
import { assignPasswordError, assignPhoneError, assignShopsError } from './rules';
import { shopDistinctions, shopLabel } from './shop-label';

type TProps = {
  mode: 'add' | 'edit';
  /** Edit mode: the phone whose assignment is loaded. */
  phone?: string;
  shops: TDistributeShop[];
  onClose: () => void;
  /** Called after a successful save (created: a new staff member). */
  onSaved: (created: boolean) => void;
};

type TCheck = 'none' | 'checking' | 'known' | 'fresh';
const testId = (id: string) => ({ 'data-testid': id }) as Record<`data-${string}`, string>;

/**
 * 添加店长/财务 / 编辑权限 (spec §4 Manager assignment): add mode starts with the phone and 继续; a
 * known phone loads its shops and permissions ('a password is set' instead of showing it), a new
 * one needs a password. Saving a new password for a known phone asks for confirmation first.
 */
export function ManagerFormModal({ mode, phone: initialPhone, shops, onClose, onSaved }: TProps) {
  const { t } = useTranslation('staff');
  const { message, modal } = App.useApp();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [check, setCheck] = useState<TCheck>('none');
  const [role, setRole] = useState<'manager' | 'finance'>('manager');
  const [password, setPassword] = useState('');
  const [temu, setTemu] = useState<number[]>([]);
  const [shein, setShein] = useState<number[]>([]);
  const [perms, setPerms] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const assign = useStaffAction(StaffPaths.assign);

  const runCheck = async (p: string) => {
    const e = assignPhoneError(p);
    setErrors((x) => ({ ...x, phone: e }));
    if (e) {
      return;
    }
    setCheck('checking');
    try {
      const known = await checkWorkerPhone(p.trim());
      if (known && known.role !== 'manager' && known.role !== 'finance') {
        setErrors((x) => ({
          ...x,
          phone: Errors.STAFF_ROLE_CONFLICT.msg.replace('{role}', t(`common:roles.${known.role}`)),
        }));
        setCheck('none');
        return;
      }
      if (known) {
        setRole(known.role as 'manager' | 'finance');
        setTemu(known.temuShopIdList);
        setShein(known.sheinShopIdList);
        setPerms(known.permissionIdList);
      }
      setCheck(known ? 'known' : 'fresh');
    } catch (err) {
      setErrors((x) => ({ ...x, phone: err instanceof ApiError ? err.message : String(err) }));
      setCheck('none');
    }
  };

  // Edit mode loads the phone's assignment once per opening (the modal remounts for another phone).
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current && mode === 'edit' && initialPhone) {
      loaded.current = true;
      void runCheckRef.current(initialPhone);
    }
  }, [mode, initialPhone]);

  const runCheckRef = useRef(runCheck);
  runCheckRef.current = runCheck;

  const submit = async () => {
    if (check === 'checking') {
      void message.warning(Errors.ASSIGN_WAIT_VERIFY.msg);
      return;
    }
    const e = {
      phone: assignPhoneError(phone) ?? (check === 'none' ? t('form.continue') : null),
      shops: assignShopsError(temu, shein),
      password: assignPasswordError(password, check === 'fresh'),
    };
    setErrors(e);
    if (e.phone || e.shops || e.password) {
      return;
    }
    const save = async () => {
      const ok = await assign.run(
        {
          phone: phone.trim(),
          role,
          password: password || undefined,
          temuShopIdList: temu,
          sheinShopIdList: shein,
          permissionIdList: perms,
        },
        (d: { created: boolean }) => (d.created ? SuccessMsg.ASSIGN_OK : SuccessMsg.MODIFY_OK),
      );
      if (ok) {
        onSaved(check === 'fresh');
        onClose();
      }
    };
    if (check === 'known' && password) {
      modal.confirm({
        title: t('form.confirmPasswordTitle'),
        content: t('form.confirmPassword'),
        onOk: save,
        okButtonProps: testId('staff-password-confirm-ok'),
      });
      return;
    }
    await save();
  };

  const ready = check === 'known' || check === 'fresh';
  // One select per platform: shops are told apart within it, by name and what the seller knows of them.
  const options = (platform: TDistributeShop['platformType']) => {
    const list = shops.filter((s) => s.platformType === platform);
    const distinct = shopDistinctions(list, (semi) => t(semi ? 'info.semi' : 'info.full'));
    return list.map((s) => ({ value: s.mallId, label: shopLabel(s.mallName, distinct.get(s.mallId)) }));
  };
  return (
    <Modal
      open
      title={mode === 'add' ? t('form.addTitle') : t('form.editTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('form.save')}
      confirmLoading={assign.isPending}
      okButtonProps={testId('staff-form-save')}
      width={620}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="staff-form">
        <Form.Item label={t('form.phone')} validateStatus={errors.phone ? 'error' : undefined} help={errors.phone}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={phone}
              maxLength={11}
              disabled={mode === 'edit'}
              placeholder={t('form.phonePlaceholder')}
              onChange={(e) => {
                setPhone(e.target.value.replace(/\D/g, ''));
                setCheck('none');
              }}
              onBlur={() => setErrors((x) => ({ ...x, phone: assignPhoneError(phone) }))}
              data-testid="staff-phone"
            />
            {mode === 'add' && (
              <Button onClick={() => void runCheck(phone)} loading={check === 'checking'} data-testid="staff-continue">
                {t('form.continue')}
              </Button>
            )}
          </Space.Compact>
        </Form.Item>
        {ready && (
          <Typography.Paragraph type="secondary" data-testid="staff-check-result">
            {check === 'known' ? t('form.known') : t('form.fresh')}
          </Typography.Paragraph>
        )}
        <Form.Item label={t('form.role')}>
          <Radio.Group value={role} onChange={(e) => setRole(e.target.value)} disabled={!ready}>
            <Radio value="manager">{t('form.roleManager')}</Radio>
            <Radio value="finance">{t('form.roleFinance')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('form.password')}
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <Input.Password
            value={password}
            disabled={!ready}
            maxLength={12}
            autoComplete="new-password"
            placeholder={check === 'known' ? t('form.passwordSet') : t('form.passwordNew')}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: null }));
            }}
            data-testid="staff-password"
          />
        </Form.Item>
        <Form.Item label={t('form.temuShops')} validateStatus={errors.shops ? 'error' : undefined} help={errors.shops}>
          <Select
            mode="multiple"
            allowClear
            disabled={!ready}
            value={temu}
            onChange={(v) => {
              setTemu(v);
              setErrors((x) => ({ ...x, shops: null }));
            }}
            options={options('temu')}
            optionFilterProp="label"
            data-testid="staff-temu-shops"
          />
        </Form.Item>
        <Form.Item label={t('form.sheinShops')}>
          <Select
            mode="multiple"
            allowClear
            disabled={!ready}
            value={shein}
            onChange={(v) => {
              setShein(v);
              setErrors((x) => ({ ...x, shops: null }));
            }}
            options={options('shein')}
            optionFilterProp="label"
            data-testid="staff-shein-shops"
          />
        </Form.Item>
        <Form.Item label={t('form.permissions')}>
          <Checkbox.Group
            value={perms}
            disabled={!ready}
            onChange={(v) => setPerms(v as string[])}
            options={PermissionIds.map((id) => ({
              value: id,
              label: <span data-testid={`staff-perm-${id}`}>{`${id} ${PermissionLabel[Permissions[id]]}`}</span>,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
