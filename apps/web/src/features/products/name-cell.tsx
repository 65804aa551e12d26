import { EditOutlined } from '@ant-design/icons';
import { App, Input, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  name: string;
  originalName: string;
  canEdit: boolean;
  onSave: (name: string) => Promise<unknown>;
  testId: string;
};

/** The product's name, editable in place with updateProName (empty restores the marketplace's name). */
export function NameCell({ name, originalName, canEdit, onSave, testId }: TProps) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<string | null>(null);
  // Enter saves and unmounting the input blurs it: one save per edit.
  const saving = useRef(false);
  if (editing !== null) {
    const save = async () => {
      if (saving.current) {
        return;
      }
      saving.current = true;
      try {
        if (editing.trim() !== name) {
          await onSave(editing.trim());
          message.success(t('nameSaved'));
        }
        setEditing(null);
      } finally {
        saving.current = false;
      }
    };
    return (
      <Input
        size="small"
        autoFocus
        value={editing}
        maxLength={256}
        data-testid={`${testId}-input`}
        onChange={(e) => setEditing(e.target.value)}
        onPressEnter={() => void save().catch(() => undefined)}
        onBlur={() => void save().catch(() => undefined)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
      />
    );
  }
  return (
    <span className="ksa-product-name">
      <Tooltip title={name !== originalName ? t('originalName', { name: originalName }) : undefined}>
        <Typography.Text ellipsis style={{ maxWidth: 260 }} data-testid={testId}>
          {name}
        </Typography.Text>
      </Tooltip>
      {canEdit && (
        <EditOutlined
          className="ksa-product-name-edit"
          data-testid={`${testId}-edit`}
          aria-label={t('rename')}
          onClick={() => setEditing(name)}
        />
      )}
    </span>
  );
}
