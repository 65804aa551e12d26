import { LabelKinds, type TGpsrTemplate, type TLabelKind, type TLabelTemplate } from '@ksa/contract';
import { Button, Card, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { BindModal, type TBindTarget } from './bind-modal';
import { GpsrFormModal } from './gpsr-form';
import { GpsrList } from './gpsr-list';
import { NewTemplateModal } from './new-template-modal';
import { PrintModal } from './print-modal';
import { TemplateList } from './template-list';
import './labels.css';

// pdfme's designer (and its own React, antd and PDF code) loads only when a template is opened.
const TemplateEditor = lazy(() => import('./template-editor'));

type TTab = TLabelKind | 'gpsrData';

/** /canvasCompon: label and GPSR templates (list, editor, binding to SKUs, printing). */
export default function LabelsPage() {
  const { t } = useTranslation('labels');
  const [params, setParams] = useSearchParams();
  const editing = Number(params.get('templateId')) || null;
  const [tab, setTab] = useState<TTab>('sku');
  const [creating, setCreating] = useState(false);
  const [bind, setBind] = useState<TBindTarget>(null);
  const [printing, setPrinting] = useState<TLabelTemplate | null>(null);
  const [gpsrEdit, setGpsrEdit] = useState<{ gpsr: TGpsrTemplate | null } | null>(null);
  const edit = (templateId: number | null) => setParams(templateId ? { templateId: String(templateId) } : {});

  if (editing) {
    return (
      <Suspense fallback={<PageLoading />}>
        <TemplateEditor templateId={editing} onBack={() => edit(null)} />
      </Suspense>
    );
  }
  const tabs: { key: TTab; label: string }[] = [
    ...LabelKinds.map((k) => ({ key: k, label: t(`kinds.${k}`) })),
    { key: 'gpsrData', label: t('gpsr.tab') },
  ];
  return (
    <div className="ksa-page" data-testid="labels-page">
      <Typography.Title level={4} className="ksa-page-title">
        {t('title')}
      </Typography.Title>
      <Card
        extra={
          tab === 'gpsrData' ? (
            <Button type="primary" onClick={() => setGpsrEdit({ gpsr: null })} data-testid="gpsr-new">
              {t('gpsr.new')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="label-new">
              {t('list.new')}
            </Button>
          )
        }
      >
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Tabs activeKey={tab} onChange={(k) => setTab(k as TTab)} items={tabs} data-testid="labels-tabs" />
        {tab === 'gpsrData' ? (
          <GpsrList onEdit={(gpsr) => setGpsrEdit({ gpsr })} onBind={setBind} />
        ) : (
          <TemplateList kind={tab} onEdit={edit} onBind={setBind} onPrint={setPrinting} />
        )}
      </Card>
      <NewTemplateModal
        open={creating}
        kind={tab === 'gpsrData' ? 'gpsr' : tab}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          edit(id);
        }}
      />
      <BindModal target={bind} onClose={() => setBind(null)} />
      <PrintModal template={printing} onClose={() => setPrinting(null)} />
      <GpsrFormModal open={gpsrEdit !== null} gpsr={gpsrEdit?.gpsr ?? null} onClose={() => setGpsrEdit(null)} />
    </div>
  );
}
