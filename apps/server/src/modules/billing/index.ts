// The billing module as other modules see it: renewal orders, the shops they extend, and their refunds
// (the admin console refunds through these; the providers' notifications settle them inside billing).
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export {
  findOrderShops,
  lockEntitlement,
  lockOrderByNo,
  lockShopByExternal,
  saveEntitlementExpiry,
  setShopExpiry,
  type TOrderRow,
  type TOrderShopRow,
} from './billing.repo.js';
export { findRefunds, insertRefund, setOrderRefunded, type TRefundRow, updateRefund } from './refunds.repo.js';
