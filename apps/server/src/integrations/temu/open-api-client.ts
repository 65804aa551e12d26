import type { TMkOrderLine, TMkReturn } from '../marketplace-types.js';
import { spanWindows } from './market-days.js';
import { requestJson } from './market-http.js';
import { obj, pagesOf, type TPage } from './market-read.js';
import { temuOpenError } from './open-api-errors.js';
import { mapGoodsPage, type TTemuGoods } from './open-api-map-goods.js';
import { mapOrdersPage } from './open-api-map-orders.js';
import { mapReturnsPage } from './open-api-map-returns.js';
import { mapSalesPage, type TTemuSalesRow } from './open-api-map-sales.js';
import { mapMallInfo, mapTokenInfo } from './open-api-map-token.js';
import { signTemu, type TTemuParams } from './open-api-sign.js';

export type TTemuRegion = 'CN' | 'PA' | 'US' | 'EU' | 'GLOBAL';

/** §1.1: each region has its own gateway, and the token must come from the same region. */
export const TEMU_GATEWAYS: Readonly<Record<TTemuRegion, string>> = {
  CN: 'https://openapi.kuajingmaihuo.com/openapi/router',
  PA: 'https://openapi-b-partner.temu.com/openapi/router',
  US: 'https://openapi-b-us.temu.com/openapi/router',
  EU: 'https://openapi-b-eu.temu.com/openapi/router',
  GLOBAL: 'https://openapi-b-global.temu.com/openapi/router',
};

/** The sandbox serves every region from one router. */
export const temuSandboxGateways = (sandboxUrl: string): Record<TTemuRegion, string> => {
  const url = `${sandboxUrl.replace(/\/+$/, '')}/temu-open/openapi/router`;
  return { CN: url, PA: url, US: url, EU: url, GLOBAL: url };
};

export type TTemuOpenApiConfig = {
  gateways?: Partial<Record<TTemuRegion, string>>;
  appKey: string;
  appSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Clock for the signed timestamp (tests). */
  now?: () => Date;
};

const RETURN_WINDOW_MS = 31 * 86_400_000;
const PAGE = 100;

export const createTemuOpenApi = (cfg: TTemuOpenApiConfig) => {
  const gateways = { ...TEMU_GATEWAYS, ...cfg.gateways };
  const http = { source: 'temu-open' as const, fetch: cfg.fetch ?? fetch, timeoutMs: cfg.timeoutMs ?? 15_000 };
  const now = cfg.now ?? (() => new Date());

  /** One signed call; resolves to `result`, throws MarketplaceError for any failure. */
  const call = async (region: TTemuRegion, type: string, accessToken: string, params: TTemuParams = {}) => {
    const body: TTemuParams = {
      type,
      app_key: cfg.appKey,
      access_token: accessToken,
      timestamp: Math.floor(now().getTime() / 1_000),
      data_type: 'JSON',
    };
    // Temu rejects null/empty params in the sign, so they are never sent at all.
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) {
        body[key] = value;
      }
    }
    body.sign = signTemu(body, cfg.appSecret);
    const { status, body: reply } = await requestJson(http, gateways[region], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = obj(reply);
    if (envelope.success !== true) {
      const code = envelope.errorCode ?? `HTTP_${status}`;
      throw temuOpenError(code as number | string, typeof envelope.errorMsg === 'string' ? envelope.errorMsg : '');
    }
    return envelope.result;
  };

  // CN types that moved to the PA gateway under new names (§1.1); the other regions keep the plain names.
  const paOr = (region: TTemuRegion, cn: string, pa: string): string => (region === 'PA' ? pa : cn);

  return {
    call,
    tokenInfo: async (token: string, region: TTemuRegion = 'CN') =>
      mapTokenInfo(
        await call(region, paOr(region, 'bg.open.accesstoken.info.get', 'bg.open.accesstoken.info.get.global'), token),
      ),
    mallInfo: async (token: string, region: TTemuRegion = 'CN') =>
      mapMallInfo(await call(region, 'bg.mall.info.get', token)),
    salesV2: async (token: string, page: number, region: TTemuRegion = 'CN'): Promise<TPage<TTemuSalesRow>> =>
      mapSalesPage(await call(region, 'bg.goods.salesv2.get', token, { pageNo: page, pageSize: PAGE })),
    /** bg.glo.goods.list.get: the CN bg.goods.list.get is reported retired ("type not exists"), so the PA name is used. */
    goodsList: async (token: string, page: number, region: TTemuRegion = 'PA'): Promise<TPage<TTemuGoods>> =>
      mapGoodsPage(await call(region, 'bg.glo.goods.list.get', token, { page, pageSize: PAGE })),

    /** Return packages that left the warehouse in [from, to), asked for in ≤ 31-day windows (Temu's limit). */
    async *returnPackages(
      token: string,
      from: Date,
      to: Date,
      region: TTemuRegion = 'CN',
    ): AsyncGenerator<TMkReturn[]> {
      for (const w of spanWindows(from.getTime(), to.getTime(), RETURN_WINDOW_MS)) {
        const window = { outboundTimeStart: w.from, outboundTimeEnd: w.to - 1 };
        yield* pagesOf(
          async (pageNo) =>
            mapReturnsPage(
              await call(region, 'bg.refund.returnpackagelist.get', token, { ...window, pageNo, pageSize: PAGE }),
            ),
          PAGE,
        );
      }
    },

    /** Customer orders created in [from, to) (semi-managed / local shops, US/EU/GLOBAL gateways only). */
    async *orders(token: string, from: Date, to: Date, region: TTemuRegion = 'US'): AsyncGenerator<TMkOrderLine[]> {
      const span = { createAfter: Math.floor(from.getTime() / 1_000), createBefore: Math.floor(to.getTime() / 1_000) };
      yield* pagesOf(
        async (pageNumber) =>
          mapOrdersPage(await call(region, 'bg.order.list.v2.get', token, { ...span, pageNumber, pageSize: PAGE })),
        PAGE,
      );
    },
  };
};

export type TTemuOpenApi = ReturnType<typeof createTemuOpenApi>;
