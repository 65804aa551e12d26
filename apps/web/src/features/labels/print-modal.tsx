import { ApiRoutes, GpsrLangs, LabelLimits, type TGpsrLang, type TLabelTemplate } from '@ksa/contract';
import { App, InputNumber, Modal, Radio, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { fetchPdf, saveBlob } from './pdf-download';
import { SkuPicker, type TSkuPick } from './sku-picker';

type TLine = TSkuPick & { quantity: number };

/** Prints a template for SKUs × quantities × languages: the server's merged PDF, downloaded. */
export function PrintModal({ template, onClose }: { template: TLabelTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const [lines, setLines] = useState<TLine[]>([]);
  const [langs, setLangs] = useState<TGpsrLang[]>([]);
  const [sheet, setSheet] = useState<'label' | 'a4'>('label');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setLines([]);
    setLangs([]);
    onClose();
  };
  const total =
    lines.reduce((n, l) => n + l.quantity, 0) * Math.max(1, langs.length || template?.layout.langPdfList.length || 1);
  const print = async () => {
    if (!template) {
      return;
    }
    setBusy(true);
    try {
      const pdf = await fetchPdf(ApiRoutes.labelsPrint, {
        templateId: template.templateId,
        kind: template.kind,
        items: lines.map(({ shopId, skuId, quantity }) => ({ shopId, skuId, quantity })),
        ...(langs.length ? { langs } : {}),
        sheet,
      });
      saveBlob(pdf, `${template.name}.pdf`);
      close();
    } catch (err) {
      message.error(msgText(msgOfError(err, 'LABEL_PRINT_FAILED')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(template)}
      width={820}
      title={t('print.title', { name: template?.name ?? '' })}
      onCancel={close}
      onOk={print}
      confirmLoading={busy}
      okText={t('print.ok', { count: total })}
      okButtonProps={{ disabled: lines.length === 0, 'data-testid': 'label-print-ok' }}
      destroyOnHidden
    >
      <SkuPicker
        picked={lines}
        onChange={(picked) =>
          setLines(picked.map((p) => ({ ...p, quantity: lines.find((l) => l.skuId === p.skuId)?.quantity ?? 1 })))
        }
      />
      {lines.length > 0 && (
        <Table<TLine>
          size="small"
          rowKey={(l) => `${l.shopId}:${l.skuId}`}
          dataSource={lines}
          pagination={false}
          columns={[
            { title: t('skus.code'), key: 'code', render: (_, l) => l.code || l.skuId },
            { title: t('skus.name'), dataIndex: 'name', ellipsis: true },
            {
              title: t('print.quantity'),
              key: 'q',
              render: (_, l) => (
                <InputNumber
                  min={1}
                  max={LabelLimits.maxQuantity}
                  value={l.quantity}
                  onChange={(v) =>
                    setLines(lines.map((x) => (x === l ? { ...x, quantity: Math.max(1, Number(v) || 1) } : x)))
                  }
                  data-testid="label-print-quantity"
                />
              ),
            },
          ]}
        />
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <span>{t('print.langs')}</span>
        <Select<TGpsrLang[]>
          mode="multiple"
          style={{ minWidth: 260 }}
          value={langs}
          onChange={setLangs}
          placeholder={t('print.langsDefault')}
          options={GpsrLangs.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
        />
        <Radio.Group value={sheet} onChange={(e) => setSheet(e.target.value)}>
          <Radio.Button value="label">{t('print.sheetLabel')}</Radio.Button>
          <Radio.Button value="a4">{t('print.sheetA4')}</Radio.Button>
        </Radio.Group>
      </Space>
    </Modal>
  );
}
