import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { useBindMutation } from './api';
import { SkuPicker, type TSkuPick } from './sku-picker';

export type TBindTarget = { templateId: number; name: string } | { gpsrId: number; name: string } | null;

/** Binds a label template (of its kind) or GPSR data to the picked SKUs (saveTemplateWithSku). */
export function BindModal({ target, onClose }: { target: TBindTarget; onClose: () => void }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const [picked, setPicked] = useState<TSkuPick[]>([]);
  const bind = useBindMutation();
  const close = () => {
    setPicked([]);
    onClose();
  };
  const submit = async () => {
    if (!target) {
      return;
    }
    const skus = picked.map(({ shopId, skuId }) => ({ shopId, skuId }));
    try {
      const res = await bind.mutateAsync(
        'templateId' in target ? { templateId: target.templateId, skus } : { gpsrId: target.gpsrId, skus },
      );
      message.success(t('bind.done', { count: res.bound, name: target.name }));
      close();
    } catch (err) {
      message.error(msgText(msgOfError(err, 'UNKNOWN')));
    }
  };
  return (
    <Modal
      open={Boolean(target)}
      width={760}
      title={t('bind.title', { name: target?.name ?? '' })}
      onCancel={close}
      onOk={submit}
      confirmLoading={bind.isPending}
      okButtonProps={{ disabled: picked.length === 0, 'data-testid': 'label-bind-ok' }}
      okText={t('bind.ok', { count: picked.length })}
      destroyOnHidden
    >
      <SkuPicker picked={picked} onChange={setPicked} />
    </Modal>
  );
}
