import type { TSheinProductServices } from '../dashboard/shein-products.js';
import { setSkuCost } from './costs.service.js';
import { productInfoList } from './product-list.service.js';

// The products module as other modules see it: the services the Shein dashboard's product screens call, handed
// to it by modules/index.ts (the dashboard cannot import products, which reads the dashboard's figures).
export const sheinProductServices: TSheinProductServices = { productInfoList, setSkuCost };
