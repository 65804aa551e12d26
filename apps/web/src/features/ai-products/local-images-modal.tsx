import { AiListingLimits, type TAiDraft } from '@ksa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Empty, Flex, Modal, Progress, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgText } from '../../lib/error-text';
import { uploadFailureMsg, uploadViaHelper } from '../../lib/marketplace-upload';
import { useSession } from '../../stores/session';
import {
  DownloadButton,
  getCustomFolders,
  getCustomImage,
  getCustomImageList,
  HelperCallError,
  saveCustomImage,
  useHelperLink,
} from '../helper-link';
import { useAddImagesMutation, useImageStorageQuery } from './api';
import { LocalThumb } from './local-thumb';

/** The helper folder a draft's own pictures go into when added from this computer. */
const draftFolder = (id: number) => `draft-${id}`;

/**
 * 本地图片 (spec data §7): the pictures the desktop helper keeps on this computer, by folder. The seller adds
 * pictures from the computer into a folder (kept by the helper for reuse), ticks some, and 上传 sends each through
 * the helper's proxy to the marketplace's image storage (signature, one request up to 5 MB, parts above), then
 * adds the stored pictures to the draft.
 */
export function LocalImagesModal({ draft, open, onClose }: { draft: TAiDraft; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('aiProducts');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const uid = String(useSession((s) => s.user?.uid ?? ''));
  const connected = useHelperLink((s) => s.status === 'connected');
  const [folder, setFolder] = useState(draftFolder(draft.id));
  const [picked, setPicked] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const storage = useImageStorageQuery(open && connected);
  const addImages = useAddImagesMutation();
  const live = open && connected && uid !== '';
  const folders = useQuery({
    queryKey: ['helper', 'folders', uid],
    queryFn: () => getCustomFolders(uid),
    enabled: live,
  });
  const images = useQuery({
    queryKey: ['helper', 'images', uid, folder],
    // A folder never made yet (the draft's own) is simply empty.
    queryFn: () =>
      getCustomImageList(uid, folder).catch((e: unknown) => {
        if (e instanceof HelperCallError && e.isFolderMissing) {
          return { folder, images: [] };
        }
        throw e;
      }),
    enabled: live,
  });
  const room = AiListingLimits.temu.imagesMax - draft.images.length;
  const refresh = () => qc.invalidateQueries({ queryKey: ['helper'] });

  const addFromComputer = async (file: File) => {
    try {
      await saveCustomImage(uid, folder, file.name, file);
      await refresh();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
    return false;
  };

  const upload = async () => {
    const target = storage.data;
    if (!target) {
      return;
    }
    setProgress({ done: 0, total: picked.length });
    const urls: string[] = [];
    try {
      for (const name of picked) {
        const blob = await getCustomImage(uid, folder, name);
        const stored = await uploadViaHelper(new File([blob], name, { type: blob.type }), {
          targetHost: target.targetHost,
          basePath: target.basePath,
          bucketTag: target.bucketTag,
        });
        urls.push(stored.url);
        setProgress({ done: urls.length, total: picked.length });
      }
    } catch (e) {
      // The spec's message for the step that failed (signature, upload, a part after 8 retries).
      message.error(msgText(uploadFailureMsg(e)));
      setProgress(null);
      return;
    }
    try {
      await addImages.mutateAsync({ id: draft.id, urls });
      message.success(t('local.added', { n: urls.length }));
      setPicked([]);
      onClose();
    } catch {
      // The http layer has shown the server's error.
    } finally {
      setProgress(null);
    }
  };

  const folderOptions = [...new Set([draftFolder(draft.id), ...(folders.data?.folders ?? [])])];
  return (
    <Modal
      open={open}
      title={t('local.title')}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={
        connected
          ? [
              <Button key="close" onClick={onClose}>
                {t('local.cancel')}
              </Button>,
              <Button
                key="upload"
                type="primary"
                data-testid="ai-local-upload"
                disabled={picked.length === 0 || picked.length > room || !storage.data}
                loading={progress !== null}
                onClick={() => void upload()}
              >
                {t('local.upload', { n: picked.length })}
              </Button>,
            ]
          : null
      }
    >
      {!connected ? (
        <Flex vertical gap={12} data-testid="ai-local-no-helper">
          <Alert type="warning" showIcon message={t('local.noHelper')} />
          <DownloadButton kind="helper" type="primary" testId="ai-local-download">
            {t('local.downloadHelper')}
          </DownloadButton>
        </Flex>
      ) : (
        <Flex vertical gap={12} data-testid="ai-local-images">
          <Space wrap>
            <Typography.Text>{t('local.folder')}</Typography.Text>
            <Select
              value={folder}
              onChange={(f: string) => {
                setFolder(f);
                setPicked([]);
              }}
              style={{ minWidth: 200 }}
              options={folderOptions.map((f) => ({ value: f, label: f }))}
              data-testid="ai-local-folder"
            />
            <Upload accept="image/png,image/jpeg" multiple showUploadList={false} beforeUpload={addFromComputer}>
              <Button data-testid="ai-local-add">{t('local.addFromComputer')}</Button>
            </Upload>
          </Space>
          <Typography.Text type="secondary">{t('local.hint', { n: Math.max(0, room) })}</Typography.Text>
          {progress && <Progress percent={Math.round((progress.done / progress.total) * 100)} size="small" />}
          {(images.data?.images.length ?? 0) === 0 ? (
            <Empty description={t('local.empty')} />
          ) : (
            <Checkbox.Group value={picked} onChange={(v) => setPicked(v as string[])} className="ai-local-grid">
              {images.data!.images.map((img) => (
                <Checkbox key={img.name} value={img.name} data-testid={`ai-local-pick-${img.name}`}>
                  <LocalThumb uid={uid} folder={folder} image={img} />
                </Checkbox>
              ))}
            </Checkbox.Group>
          )}
        </Flex>
      )}
    </Modal>
  );
}
