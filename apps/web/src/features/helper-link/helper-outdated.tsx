import { ApiRoutes, compareVersions } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api-call';
import { DownloadButton } from './download-button';
import { useHelperLink } from './helper-link-store';

/** Set for the helper version already prompted about in this tab's session (once per session). */
export const OUTDATED_PROMPTED_KEY = 'helperOutdatedPrompted';

const set = (p: Parameters<ReturnType<typeof useHelperLink.getState>['set']>[0]) => useHelperLink.getState().set(p);

/** Whether a helper reporting `version` needs reinstalling for a server that accepts `minVersion` and later. */
export const isHelperOutdated = (version: string | null, minVersion: string | undefined) =>
  Boolean(version && minVersion && compareVersions(version, minVersion) < 0);

/**
 * Compares the version the connected helper reports with the oldest this server accepts
 * (/api/downloads/helperRequirement) and opens the reinstall prompt once per session when it is older
 * (spec data-and-tools §8: a message asking users to reinstall the desktop software). A helper updated meanwhile
 * closes it.
 */
export const useHelperVersionCheck = () => {
  const connected = useHelperLink((s) => s.status === 'connected');
  const version = useHelperLink((s) => s.version);
  const requirement = useQuery({
    queryKey: ['downloads', 'helperRequirement'],
    queryFn: () => apiCall(ApiRoutes.helperRequirement, undefined, { silent: true }),
    enabled: connected && version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const minVersion = requirement.data?.minVersion;
  useEffect(() => {
    if (!connected || !version || !minVersion) {
      return;
    }
    if (!isHelperOutdated(version, minVersion)) {
      if (useHelperLink.getState().outdatedOpen) {
        set({ outdatedOpen: false });
      }
      return;
    }
    if (sessionStorage.getItem(OUTDATED_PROMPTED_KEY) === version) {
      return;
    }
    sessionStorage.setItem(OUTDATED_PROMPTED_KEY, version);
    set({ outdatedOpen: true });
  }, [connected, version, minVersion]);
  return minVersion;
};

/** The reinstall prompt: which version runs, which is needed, how to uninstall, and the download. Esc closes it. */
export function HelperOutdatedModal({ minVersion }: { minVersion: string | undefined }) {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.outdatedOpen);
  const version = useHelperLink((s) => s.version);
  const close = () => set({ outdatedOpen: false });
  // Esc closes it wherever the focus is: it opens by itself (the helper connected), often while the focus is
  // still on the page behind, where the dialog's own Esc handling does not hear the key.
  useEffect(() => {
    if (!open) {
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        set({ outdatedOpen: false });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('outdated.title')}
      onCancel={close}
      centered
      destroyOnHidden
      footer={[
        <Button key="later" onClick={close}>
          {t('later')}
        </Button>,
        <DownloadButton key="dl" kind="helper" type="primary" testId="outdated-download">
          {t('outdated.download')}
        </DownloadButton>,
      ]}
    >
      <div data-testid="helper-outdated">
        <Typography.Paragraph>{t('outdated.body', { current: version, min: minVersion })}</Typography.Paragraph>
        <Link to="/operateRouting/softwareUninstallation" target="_blank">
          {t('outdated.howToUninstall')}
        </Link>
      </div>
    </Modal>
  );
}
