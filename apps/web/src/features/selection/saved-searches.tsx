import type { TSelectionSearch } from '@ksa/contract';
import { App, Button, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSearchMutation, useSavedSearchesQuery, useSaveSearchMutation } from './api';
import type { TFilters } from './selection-filters';

/** The user's saved filter sets: pick one to apply it, save the current filters under a name, delete. */
export function SavedSearches({ filters, onApply }: { filters: TFilters; onApply: (f: TFilters) => void }) {
  const { t } = useTranslation('selection');
  const { message } = App.useApp();
  const searches = useSavedSearchesQuery();
  const save = useSaveSearchMutation();
  const del = useDeleteSearchMutation();
  const [current, setCurrent] = useState<TSelectionSearch | null>(null);
  const [naming, setNaming] = useState<string | null>(null);

  const submit = async () => {
    const name = (naming ?? '').trim();
    if (!name) {
      message.warning(t('searches.nameRequired'));
      return;
    }
    await save.mutateAsync({ name, filters: { sortBy: 'score', sortOrder: 'desc', ...filters } });
    message.success(t('searches.saved'));
    setNaming(null);
  };

  return (
    <Space wrap>
      <Select
        aria-label={t('searches.label')}
        data-testid="sel-saved"
        style={{ width: 220 }}
        allowClear
        placeholder={t('searches.placeholder')}
        value={current?.id}
        loading={searches.isLoading}
        onChange={(id) => {
          const s = searches.data?.find((x) => x.id === id) ?? null;
          setCurrent(s);
          if (s) {
            onApply(s.filters);
          }
        }}
        options={(searches.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
      <Button data-testid="sel-save-search" onClick={() => setNaming(current?.name ?? '')}>
        {t('searches.save')}
      </Button>
      <Popconfirm
        title={t('searches.confirmDelete', { name: current?.name ?? '' })}
        disabled={!current}
        onConfirm={async () => {
          if (current) {
            await del.mutateAsync(current.id);
            setCurrent(null);
            message.success(t('searches.deleted'));
          }
        }}
      >
        <Button danger disabled={!current}>
          {t('searches.delete')}
        </Button>
      </Popconfirm>
      <Modal
        open={naming !== null}
        title={t('searches.save')}
        okText={t('searches.ok')}
        cancelText={t('searches.cancel')}
        confirmLoading={save.isPending}
        okButtonProps={{ 'data-testid': 'sel-search-ok' }}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          data-testid="sel-search-name"
          autoFocus
          maxLength={40}
          placeholder={t('searches.name')}
          value={naming ?? ''}
          onChange={(e) => setNaming(e.target.value)}
          onPressEnter={() => void submit().catch(() => undefined)}
        />
      </Modal>
    </Space>
  );
}
