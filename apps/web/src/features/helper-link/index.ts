export {
  callHelper,
  deleteCustomImages,
  getCustomFolders,
  getCustomImage,
  getCustomImageList,
  getEcommercePlatforms,
  HelperCallError,
  saveCustomImage,
  type THelperImage,
} from './api';
export { DownloadButton } from './download-button';
export {
  DOWNLOAD_COUNTDOWN_S,
  downloadFileFor,
  downloadUrl,
  helperTargetOf,
  offeredFile,
  useDownloadsQuery,
} from './downloads';
export { HelperLink } from './helper-link';
export { type TDownloadKind, useHelperLink } from './helper-link-store';
export { createHelperLink, HELPER_WS_URL } from './helper-socket';
export { FileFacts, SoftwareDownloads } from './software-downloads';
export { useHelperCall } from './use-helper-call';
export { installCheckDelay } from './use-helper-link';
