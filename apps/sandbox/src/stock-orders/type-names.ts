// Its own file so the gateway's type list (temu-open/type-names.ts) reads it without loading the handlers, which
// load the gateway's call context: the names alone depend on nothing.
/**
 * The Open API types this folder serves (the gateway's type list and token scopes include them), named as in Temu's
 * documentation, 备货及发货API组 (agentpartner.temu.com document centre, CN gateway): creating a shipping order is
 * bg.shiporderv3.create (创建发货单接口v3); the others keep the names listed there. The writes check their documented
 * bodies and serve the look-ups those bodies need (temu-ship-handlers.ts), after 加入发货台 (temu-staging.ts).
 */
export const STOCK_ORDER_TYPES = [
  'bg.purchaseorderv2.get',
  'bg.shiporderv2.get',
  'bg.shiporderv3.create',
  'bg.shiporder.package.edit',
  'bg.shiporder.packing.send',
  'bg.shiporder.cancel',
  'bg.logistics.company.get',
  'bg.shiporder.receiveaddressv2.get',
  'bg.mall.address.get',
  'bg.shiporder.logistics.get',
  'bg.shiporder.staging.add',
] as const;
