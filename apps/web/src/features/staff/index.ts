export { InstallReminder } from './install-reminder';
export { OperationLogModal } from './operation-log-modal';
export { PluginWarning } from './plugin-warning';
export { ShopInfoCard } from './shop-info-card';
export { StaffModal } from './staff-modal';
export { useStaffUi } from './staff-store';
