export { useNotices } from './notice-store';
