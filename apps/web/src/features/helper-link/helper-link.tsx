import { DevicesModal } from './devices-modal';
import { useHelperLink } from './helper-link-store';
import { DownloadModal, SoftwareNotInstalledModal, SoftwareNotStartedModal } from './helper-modals';
import { HelperOutdatedModal, useHelperVersionCheck } from './helper-outdated';
import { RequiredSoftwareModal } from './required-software-modal';
import { useHelperConnection, useInstallCheck } from './use-helper-link';

/** Mounted once by the shell: the helper link, the install check and their modals. */
export function HelperLink() {
  useHelperConnection();
  useInstallCheck();
  const minVersion = useHelperVersionCheck();
  const status = useHelperLink((s) => s.status);
  const version = useHelperLink((s) => s.version);
  return (
    <>
      <span hidden data-testid="helper-link" data-status={status} data-version={version ?? ''} />
      <SoftwareNotStartedModal />
      <SoftwareNotInstalledModal />
      <HelperOutdatedModal minVersion={minVersion} />
      <DownloadModal />
      <RequiredSoftwareModal />
      <DevicesModal />
    </>
  );
}
