import type { TShopGroup, TShopTab } from '@ksa/contract';
import { Limits } from '@ksa/contract';
import { Button, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopCalls, useShopAction } from './api-manage';
import { GroupMembers } from './group-members';
import { checkName } from './shop-order';

type TProps = { groups: TShopGroup[]; shops: TShopTab[]; editGroupId: number | null; onClose: () => void };

/** BOSS group management: create, rename, members, delete (names 1-16 length units, spec §5). */
export function GroupManageModal({ groups, shops, editGroupId, onClose }: TProps) {
  const { t } = useTranslation('shops');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [members, setMembers] = useState<number | null>(editGroupId);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const create = useShopAction(ShopCalls.groupCreate, 'msg.added');
  const rename = useShopAction(ShopCalls.groupRename, 'msg.saved');
  const remove = useShopAction(ShopCalls.groupRemove, 'msg.deleted');

  const validate = (v: string) => {
    const e = checkName(v, Limits.popupTextMaxUnits);
    setError(e && t(e === 'empty' ? 'msg.enterText' : 'groups.tooLong'));
    return !e;
  };
  const onCreate = async () => {
    if (validate(name) && (await create.run({ shopGroupName: name.trim() }))) {
      setName('');
    }
  };
  const onRename = async (g: TShopGroup) => {
    if (!renaming || !validate(renaming.name)) {
      return;
    }
    // Renaming to the same name does nothing (spec §5).
    if (
      renaming.name.trim() === g.mallName ||
      (await rename.run({ groupId: g.groupId, shopGroupName: renaming.name.trim() }))
    ) {
      setRenaming(null);
    }
  };

  return (
    <Modal open title={t('groups.manage')} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={name}
          placeholder={t('groups.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={onCreate}
          data-testid="group-create-input"
        />
        <Button type="primary" loading={create.isPending} onClick={onCreate} data-testid="group-create">
          {t('groups.create')}
        </Button>
      </Space.Compact>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <List
        dataSource={groups}
        locale={{ emptyText: t('groups.empty') }}
        renderItem={(g) => (
          <List.Item key={g.groupId} data-testid={`group-item-${g.groupId}`} style={{ display: 'block' }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              {renaming?.id === g.groupId ? (
                <Input
                  size="small"
                  value={renaming.name}
                  onChange={(e) => setRenaming({ id: g.groupId, name: e.target.value })}
                  onPressEnter={() => onRename(g)}
                  onBlur={() => onRename(g)}
                  autoFocus
                  data-testid="group-rename-input"
                />
              ) : (
                <Typography.Text>{`${g.mallName} (${g.shopIds.length})`}</Typography.Text>
              )}
              <Space size={0}>
                <Button size="small" type="link" onClick={() => setRenaming({ id: g.groupId, name: g.mallName })}>
                  {t('row.rename')}
                </Button>
                <Button size="small" type="link" onClick={() => setMembers(members === g.groupId ? null : g.groupId)}>
                  {t('groups.members')}
                </Button>
                <Popconfirm
                  title={t('groups.deleteConfirm')}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.run({ groupId: String(g.groupId) })}
                >
                  <Button size="small" type="link" danger data-testid={`group-delete-${g.groupId}`}>
                    {t('groups.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            </Space>
            {members === g.groupId && <GroupMembers group={g} shops={shops} onDone={() => setMembers(null)} />}
          </List.Item>
        )}
      />
    </Modal>
  );
}
