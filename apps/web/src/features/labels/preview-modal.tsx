import type { TGpsrLang, TPdfmeTemplate } from '@ksa/contract';
import type { Template } from '@pdfme/common';
import { Viewer } from '@pdfme/ui';
import { Empty, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBySkuQuery } from './api';
import { designerOptions, designerPlugins, loadDesignerFonts } from './designer-setup';
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
  // A callback ref: the modal mounts its body after `open` turns true, so on a reopen with the SKU still picked the
  // pane appears after the data; the viewer is drawn when both are there, in whichever order they come.
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  // pdfme measures its container's on-screen box, which the modal's opening zoom animation shrinks: a viewer made
  // during it (a reopen with the SKU still picked) drew the label at a third of its size. It waits for the end.
  const [isOpened, setIsOpened] = useState(false);
  const shownLang = lang && langs.includes(lang) ? lang : (langs[0] ?? null);

  useEffect(() => {
    if (!template || !sku.data || !el || !isOpened) {
      return;
    }
    let viewer: Viewer | null = null;
    let gone = false;
    void loadDesignerFonts().then((font) => {
      if (gone) {
        return;
      }
      // The page is zoomed to fit the pane it is shown in, whatever the label's size and the window's width.
      const pane = { w: el.clientWidth, h: el.clientHeight };
      viewer = new Viewer({
        domContainer: el,
        template: template as unknown as Template,
        inputs: [previewInputs(template, sku.data, sku.data.gpsr?.data ?? null, shownLang)],
        options: designerOptions(
          i18n.language,
          font,
          typeof template.basePdf === 'string' ? undefined : { w: template.basePdf.width, h: template.basePdf.height },
          pane,
        ),
        plugins: designerPlugins(t),
      });
    });
    return () => {
      gone = true;
      viewer?.destroy();
    };
  }, [el, isOpened, template, sku.data, shownLang, i18n.language, t]);

  return (
    <Modal
      open={Boolean(template)}
      width={980}
      title={t('editor.preview')}
      footer={null}
      onCancel={onClose}
      afterOpenChange={setIsOpened}
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
            <div ref={setEl} className="labels-preview-canvas" data-testid="label-preview-canvas" />
          ) : (
            <Empty description={t('editor.previewPick')} />
          )}
        </div>
      </div>
    </Modal>
  );
}
