export { InstallReminder } from './install-reminder';
export { ShopInfoCard } from './shop-info-card';
export { StaffModal } from './staff-modal';
export { useStaffUi } from './staff-store';
