export { InstallReminder } from './install-reminder';
export { OperationLogModal } from './operation-log-modal';
export { ShopInfoCard } from './shop-info-card';
export { StaffModal } from './staff-modal';
export { useStaffUi } from './staff-store';
