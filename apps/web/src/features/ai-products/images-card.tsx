import type { TAiDraft } from '@ksa/contract';
import { Button, Card, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalImagesModal } from './local-images-modal';

/** The pictures, source beside translated, with 翻译图片. */
export function ImagesCard({
  draft,
  busy,
  translating,
  onTranslate,
}: {
  draft: TAiDraft;
  busy: boolean;
  translating: boolean;
  onTranslate: () => void;
}) {
  const { t } = useTranslation('aiProducts');
  const [local, setLocal] = useState(false);
  return (
    <Card
      variant="borderless"
      className="ai-card"
      title={t('edit.images')}
      extra={
        <Space wrap>
          <Button data-testid="ai-local-open" disabled={busy} onClick={() => setLocal(true)}>
            {t('local.open')}
          </Button>
          <Button data-testid="ai-translate-images" disabled={busy} loading={translating} onClick={onTranslate}>
            {t('edit.translateImages')}
          </Button>
        </Space>
      }
    >
      <LocalImagesModal draft={draft} open={local} onClose={() => setLocal(false)} />
      <Space wrap size="large" data-testid="ai-images">
        {draft.images.map((img, i) => (
          <Space key={img.source} direction="vertical" align="center" className="ai-image">
            <Image width={120} src={img.source} alt="" />
            <Typography.Text type="secondary">{t('edit.sourceImage', { n: i + 1 })}</Typography.Text>
            {img.translated ? (
              <>
                <Image width={120} src={img.translated} alt="" data-testid={`ai-image-translated-${i}`} />
                <Typography.Text type="success">{t('edit.translatedImage')}</Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">{t('edit.notTranslated')}</Typography.Text>
            )}
          </Space>
        ))}
      </Space>
    </Card>
  );
}
