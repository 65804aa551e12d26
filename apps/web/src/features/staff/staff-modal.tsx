import { Button, Empty, Modal, Radio, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useMarketplaceUi } from '../marketplaces';
import { AddManagerModal } from './add-manager-modal';
import { useDistributeQuery } from './api';
import { ManagerFormModal } from './manager-form-modal';
import { ManagerTable } from './manager-table';
import { OperatorPanel } from './operator-panel';
import { ShipperPanel } from './shipper-panel';
import { useStaffUi } from './staff-store';
import './staff.css';

type TForm = { mode: 'add' } | { mode: 'edit'; phone: string } | null;

/** 管理员/店铺权限分配 (spec §2 modal): shop permission assignment, warehouse shippers, operators. */
export function StaffModal() {
  const { t } = useTranslation('staff');
  const isOpen = useStaffUi((s) => s.isOpen);
  const setOpen = useStaffUi((s) => s.setOpen);
  const isBoss = useSession((s) => s.isBoss);
  const [tab, setTab] = useState<'shops' | 'shippers' | 'operators'>('shops');
  const [platform, setPlatform] = useState<'temu' | 'shein'>('temu');
  const [form, setForm] = useState<TForm>(null);
  const [reminder, setReminder] = useState(false);
  const [byCode, setByCode] = useState(false);
  const list = useDistributeQuery(isOpen && isBoss);
  if (!isOpen) {
    return null;
  }
  const rows = list.data ?? [];
  const goBind = () => {
    setOpen(false);
    useMarketplaceUi.getState().openTemuBind();
  };
  return (
    <Modal
      open
      title={t('title')}
      width={1100}
      footer={null}
      onCancel={() => setOpen(false)}
      destroyOnHidden
      data-testid="staff-modal"
    >
      <div data-testid="staff-modal-body">
        <Radio.Group
          value={tab}
          onChange={(e) => setTab(e.target.value)}
          optionType="button"
          buttonStyle="solid"
          style={{ marginBottom: 12 }}
          options={[
            { value: 'shops', label: t('tabs.shops') },
            { value: 'shippers', label: t('tabs.shippers') },
            { value: 'operators', label: t('tabs.operators') },
          ]}
        />
        {tab === 'shops' &&
          (!list.isLoading && rows.length === 0 ? (
            <Empty description={t('emptyAccount')}>
              <Button type="primary" onClick={goBind}>
                {t('goBind')}
              </Button>
            </Empty>
          ) : (
            <>
              <Space style={{ marginBottom: 8 }}>
                <Button type="primary" onClick={() => setForm({ mode: 'add' })} data-testid="staff-add">
                  {t('add')}
                </Button>
                <Button onClick={() => setByCode(true)} data-testid="staff-add-by-code">
                  {t('addByCode.title')}
                </Button>
              </Space>
              <Tabs
                activeKey={platform}
                onChange={(k) => setPlatform(k as 'temu' | 'shein')}
                items={(['temu', 'shein'] as const).map((p) => ({
                  key: p,
                  label: p === 'temu' ? 'TEMU店铺' : 'SHEIN店铺',
                  children: (
                    <ManagerTable
                      rows={rows.filter((r) => r.platformType === p)}
                      loading={list.isLoading}
                      onEdit={(phone) => setForm({ mode: 'edit', phone })}
                    />
                  ),
                }))}
              />
            </>
          ))}
        {tab === 'shippers' && <ShipperPanel />}
        {tab === 'operators' && <OperatorPanel />}
      </div>
      {form && (
        <ManagerFormModal
          mode={form.mode}
          phone={form.mode === 'edit' ? form.phone : undefined}
          shops={rows}
          onClose={() => setForm(null)}
          // A new manager added from tab 1 gets the notice popup (spec §4); other saves toast.
          onSaved={(created) => setReminder(created && form.mode === 'add')}
        />
      )}
      {byCode && <AddManagerModal shops={rows} onClose={() => setByCode(false)} onSaved={() => setReminder(true)} />}
      <Modal
        open={reminder}
        title={t('reminder.title')}
        onOk={() => setReminder(false)}
        onCancel={() => setReminder(false)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okButtonProps={{ 'data-testid': 'staff-reminder-ok' } as Record<`data-${string}`, string>}
      >
        {t('reminder.body')}
      </Modal>
    </Modal>
  );
}
