import { Button, List, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCollectionQuery } from './api';

/** 从采集箱添加: the collection box's products, each added as a draft. */
export function CollectionModal({
  open,
  onClose,
  onAdd,
  adding,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (collectedId: number) => void;
  adding: boolean;
}) {
  const { t } = useTranslation('aiProducts');
  const box = useCollectionQuery(open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('collection.title')} width={720}>
      <List
        data-testid="ai-collection"
        loading={box.isLoading}
        locale={{ emptyText: t('collection.empty') }}
        dataSource={box.data ?? []}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button key="add" size="small" loading={adding} onClick={() => onAdd(p.id)}>
                {t('collection.add')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={p.images[0] ? <img className="ai-thumb" src={p.images[0]} alt="" /> : null}
              title={p.title}
              description={<Tag>{p.site}</Tag>}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
