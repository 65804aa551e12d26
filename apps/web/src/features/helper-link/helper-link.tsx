import { DevicesModal } from './devices-modal';
import { useHelperLink } from './helper-link-store';
import {
  DownloadModal,
  RequiredSoftwareModal,
  SoftwareNotInstalledModal,
  SoftwareNotStartedModal,
} from './helper-modals';
import { useHelperConnection, useInstallCheck } from './use-helper-link';

/** Mounted once by the shell: the helper link, the install check and their modals. */
export function HelperLink() {
  useHelperConnection();
  useInstallCheck();
  const status = useHelperLink((s) => s.status);
  return (
    <>
      <span hidden data-testid="helper-link" data-status={status} />
      <SoftwareNotStartedModal />
      <SoftwareNotInstalledModal />
      <DownloadModal />
      <RequiredSoftwareModal />
      <DevicesModal />
    </>
  );
}
