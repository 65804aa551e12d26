export { useUserInfoQuery } from './api';
export { useLogout } from './use-logout';
export { usePermission } from './use-permission';
export { useViewerRole } from './use-viewer-role';
