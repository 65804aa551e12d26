import { GpsrLangs, type TGpsrLang, type TLabelTemplate, type TPdfmeTemplate } from '@ksa/contract';
import type { Template } from '@pdfme/common';
import { Designer } from '@pdfme/ui';
import { Alert, App, Button, Result, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { useSaveLayoutMutation, useTemplatesQuery } from './api';
import { BindModal, type TBindTarget } from './bind-modal';
import { designerOptions, designerPlugins, loadDesignerFonts } from './designer-setup';
import { fromDesignerTemplate, layoutProblem, toDesignerTemplate } from './designer-template';
import { PreviewModal } from './preview-modal';
import { PrintModal } from './print-modal';
import { pageMm, sizeText } from './template-list';

/** The label editor of one template: pdfme's designer on a page of the template's size. */
export default function TemplateEditor({ templateId, onBack }: { templateId: number; onBack: () => void }) {
  const { t } = useTranslation('labels');
  const templates = useTemplatesQuery();
  const template = templates.data?.find((x) => x.templateId === templateId);
  if (templates.isLoading) {
    return <PageLoading />;
  }
  if (!template || template.builtIn) {
    return (
      <Result status="404" title={t('editor.notFound')} extra={<Button onClick={onBack}>{t('editor.back')}</Button>} />
    );
  }
  return <EditorBody key={template.templateId} template={template} onBack={onBack} />;
}

function EditorBody({ template, onBack }: { template: TLabelTemplate; onBack: () => void }) {
  const { t, i18n } = useTranslation('labels');
  const { message, modal } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const designer = useRef<Designer | null>(null);
  const [langs, setLangs] = useState<TGpsrLang[]>(template.layout.langPdfList);
  const langsRef = useRef(langs);
  langsRef.current = langs;
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<TMsg | null>(null);
  const [preview, setPreview] = useState<TPdfmeTemplate | null>(null);
  const [bind, setBind] = useState<TBindTarget>(null);
  const [printing, setPrinting] = useState(false);
  const saveLayout = useSaveLayoutMutation();

  const current = () =>
    fromDesignerTemplate(designer.current!.getTemplate() as unknown as TPdfmeTemplate, {
      size: template.layout.size,
      width: template.layout.width,
      height: template.layout.height,
      langPdfList: langsRef.current,
    });

  const save = async (): Promise<boolean> => {
    const layout = current();
    const issue = layoutProblem(layout, template.kind);
    setProblem(issue);
    if (issue) {
      return false;
    }
    try {
      await saveLayout.mutateAsync({ templateId: template.templateId, layout });
      setDirty(false);
      message.success(t('editor.saved'));
      return true;
    } catch (err) {
      setProblem(msgOfError(err, 'UNKNOWN'));
      return false;
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per template (the body is keyed by it); a saved layout coming back must not reset the user's work
  useEffect(() => {
    let d: Designer | null = null;
    let gone = false;
    // The label fonts (the PDF's own) first, so text is drawn and measured with them from the start.
    void loadDesignerFonts().then((font) => {
      if (gone) {
        return;
      }
      d = new Designer({
        domContainer: host.current!,
        template: toDesignerTemplate(template.layout) as unknown as Template,
        options: designerOptions(i18n.language, font, pageMm(template)),
        plugins: designerPlugins(t),
      });
      d.onChangeTemplate(() => setDirty(true));
      d.onSaveTemplate(() => void saveRef.current());
      designer.current = d;
    });
    return () => {
      gone = true;
      d?.destroy();
      designer.current = null;
    };
  }, [template.templateId]);

  const afterSave = async (then: () => void) => {
    if (!dirty || (await save())) {
      then();
    }
  };
  const back = () =>
    dirty ? modal.confirm({ title: t('editor.leaveTitle'), content: t('editor.leaveBody'), onOk: onBack }) : onBack();

  return (
    <div className="ksa-page labels-editor" data-testid="label-editor">
      <Space wrap className="labels-editor-bar">
        <Button onClick={back} data-testid="label-editor-back">
          {t('editor.back')}
        </Button>
        <Typography.Text strong data-testid="label-editor-name">
          {template.name}
        </Typography.Text>
        <Tag>{t(`kinds.${template.kind}`)}</Tag>
        <Tag color="geekblue">{sizeText(template)}</Tag>
        {dirty && <Tag color="orange">{t('editor.unsaved')}</Tag>}
        <span>{t('editor.langs')}</span>
        <Select<TGpsrLang[]>
          mode="multiple"
          style={{ minWidth: 220 }}
          value={langs}
          placeholder={t('editor.langsNone')}
          onChange={(v) => {
            setLangs(v);
            setDirty(true);
          }}
          options={GpsrLangs.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
          data-testid="label-editor-langs"
        />
        <Button
          onClick={() => setPreview(designer.current && toDesignerTemplate(current()))}
          data-testid="label-preview"
        >
          {t('editor.preview')}
        </Button>
        <Button
          onClick={() => void afterSave(() => setBind({ templateId: template.templateId, name: template.name }))}
          data-testid="label-editor-bind"
        >
          {t('list.bind')}
        </Button>
        <Button onClick={() => void afterSave(() => setPrinting(true))} data-testid="label-editor-print">
          {t('list.print')}
        </Button>
        <Button type="primary" loading={saveLayout.isPending} onClick={() => void save()} data-testid="label-save">
          {t('editor.save')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className="labels-editor-hint">
        {t('editor.hint')}
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={msgText(problem)} data-testid="label-editor-problem" />}
      <div ref={host} className="labels-designer" data-testid="label-designer" />
      <PreviewModal template={preview} langs={langs} onClose={() => setPreview(null)} />
      <BindModal target={bind} onClose={() => setBind(null)} />
      <PrintModal template={printing ? template : null} onClose={() => setPrinting(false)} />
    </div>
  );
}
