import { App, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgText } from '../../lib/error-text';
import { ApiError } from '../../lib/http';
import { checkWorkerPhone, type TDistributeShop } from './api';
import { ManagerScopeFields } from './manager-scope-fields';
import { assignPasswordError, assignPhoneError, assignShopsError, staffCodeError } from './rules';
import { StaffCodeField } from './staff-code-field';
import { TemuSubSection } from './temu-sub-section';
import { useManagerSave } from './use-manager-save';

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
 * known phone loads its shops and permissions ('a password is set' instead of showing it). A new
 * one is added with the code that reached it (consent) and no password: they set their own at first
 * login. Saving a new password for a known phone asks for confirmation first.
 */
export function ManagerFormModal({ mode, phone: initialPhone, shops, onClose, onSaved }: TProps) {
  const { t } = useTranslation('staff');
  const { message, modal } = App.useApp();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [check, setCheck] = useState<TCheck>('none');
  const [role, setRole] = useState<'manager' | 'finance'>('manager');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [temu, setTemu] = useState<number[]>([]);
  const [shein, setShein] = useState<number[]>([]);
  const [perms, setPerms] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const manager = useManagerSave();
  const isFresh = check === 'fresh';

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
          phone: msgText(msgOf('STAFF_ROLE_CONFLICT', { role: t(`common:roles.${known.role}`) })),
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
      void message.warning(msgText(msgOf('ASSIGN_WAIT_VERIFY')));
      return;
    }
    const e = {
      phone: assignPhoneError(phone) ?? (check === 'none' ? t('form.continue') : null),
      shops: assignShopsError(temu, shein),
      password: isFresh ? null : assignPasswordError(password, false),
      code: isFresh ? staffCodeError(code) : null,
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      return;
    }
    const save = async () => {
      if (await manager.save({ phone, role, temu, shein, perms, password, code }, isFresh)) {
        onSaved(isFresh);
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

  const ready = check === 'known' || isFresh;
  return (
    <Modal
      open
      title={mode === 'add' ? t('form.addTitle') : t('form.editTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('form.save')}
      confirmLoading={manager.isPending}
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
        {isFresh ? (
          <StaffCodeField
            phone={phone}
            staffRole={role}
            value={code}
            onChange={setCode}
            error={errors.code}
            testId="staff"
          />
        ) : (
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
        )}
        <ManagerScopeFields
          shops={shops}
          disabled={!ready}
          temu={temu}
          shein={shein}
          perms={perms}
          onTemu={(v) => {
            setTemu(v);
            setErrors((x) => ({ ...x, shops: null }));
          }}
          onShein={(v) => {
            setShein(v);
            setErrors((x) => ({ ...x, shops: null }));
          }}
          onPerms={setPerms}
          shopsError={errors.shops}
        />
        {mode === 'edit' && check === 'known' && <TemuSubSection phone={phone} />}
      </Form>
    </Modal>
  );
}
