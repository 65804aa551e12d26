import type { TGpsrLang, TPdfmeTemplate } from '@ksa/contract';
import type { Template } from '@pdfme/common';
import { Viewer } from '@pdfme/ui';
import { Empty, Modal, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBySkuQuery } from './api';
import { designerOptions, designerPlugins } from './designer-setup';
import { previewInputs } from './designer-template';
import { SkuPicker, type TSkuPick } from './sku-picker';

/** The label as it prints for one chosen SKU (its synced name, spec, code and bound GPSR data) and language. */
export function PreviewModal({
  template,
  langs,
  onClose,
}: {
  template: TPdfmeTemplate | null;
  langs: TGpsrLang[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('labels');
  const [picked, setPicked] = useState<TSkuPick[]>([]);
  const [lang, setLang] = useState<TGpsrLang | null>(null);
  const sku = useBySkuQuery(picked[0] ? { shopId: picked[0].shopId, skuId: picked[0].skuId } : null);
  const host = useRef<HTMLDivElement>(null);
  const shownLang = lang && langs.includes(lang) ? lang : (langs[0] ?? null);

  useEffect(() => {
    if (!template || !sku.data || !host.current) {
      return;
    }
    const viewer = new Viewer({
      domContainer: host.current,
      template: template as unknown as Template,
      inputs: [previewInputs(template, sku.data, sku.data.gpsr?.data ?? null, shownLang)],
      options: designerOptions(
        i18n.language,
        typeof template.basePdf === 'string' ? undefined : { w: template.basePdf.width, h: template.basePdf.height },
      ),
      plugins: designerPlugins(t),
    });
    return () => viewer.destroy();
  }, [template, sku.data, shownLang, i18n.language, t]);

  return (
    <Modal
      open={Boolean(template)}
      width={980}
      title={t('editor.preview')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="labels-preview" data-testid="label-preview-modal">
        <div className="labels-preview-pick">
          <SkuPicker single picked={picked} onChange={setPicked} />
        </div>
        <div className="labels-preview-view">
          {langs.length > 0 && (
            <Space style={{ marginBottom: 8 }}>
              <span>{t('editor.previewLang')}</span>
              <Select<TGpsrLang>
                value={shownLang ?? undefined}
                onChange={setLang}
                options={langs.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
                style={{ width: 160 }}
              />
            </Space>
          )}
          {sku.data ? (
            <div ref={host} className="labels-preview-canvas" data-testid="label-preview-canvas" />
          ) : (
            <Empty description={t('editor.previewPick')} />
          )}
        </div>
      </div>
    </Modal>
  );
}
