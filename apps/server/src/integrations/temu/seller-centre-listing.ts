import { MarketplaceAuthError, MarketplacePermanentError } from '../marketplace-types.js';
import { requestJson } from './market-http.js';
import { num, obj, str } from './market-read.js';

/** The seller centre's success code for spec and product calls (spec data §7). */
export const TEMU_LISTING_OK = 1_000_000;
/** Temu's parent specs (父规格) a spec name is created under. */
export const TemuParentSpecs = { color: 1001, size: 3001, style: 1004 } as const;

export type TTemuNewProduct = {
  mallId: string;
  productName: string;
  categoryPath: string[];
  /** URLs in Temu's image storage (uploaded first). */
  images: string[];
  skus: { extCode: string; specIds: number[]; priceCents: number }[];
};

/**
 * Publishing through the logged-in seller centre (商品发布): spec query-or-add by name and product add, each
 * answered {success, errorCode, errorMsg, result} where errorCode 1000000 is success. A refusal is a
 * MarketplacePermanentError carrying Temu's code and message; a dead session a MarketplaceAuthError.
 */
export const createTemuListingClient = (cfg: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }) => {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const http = { source: 'temu-seller' as const, fetch: cfg.fetch ?? fetch, timeoutMs: cfg.timeoutMs ?? 30_000 };

  const post = async (session: string, path: string, payload: unknown) => {
    const { status, body } = await requestJson(http, `${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-temu-session': session },
      body: JSON.stringify(payload),
    });
    const b = obj(body);
    if (status === 401) {
      throw new MarketplaceAuthError(
        'temu-seller',
        str(b.errorCode, 'SESSION_EXPIRED'),
        'seller centre session expired',
      );
    }
    if (b.success !== true || Number(b.errorCode) !== TEMU_LISTING_OK) {
      throw new MarketplacePermanentError('temu-seller', String(b.errorCode ?? `HTTP_${status}`), str(b.errorMsg));
    }
    return obj(b.result);
  };

  return {
    /** The spec id of `specName` under the parent spec, created when the account has none of that name. */
    specByName: async (session: string, parentSpecId: number, specName: string) =>
      num((await post(session, 'spec/queryOrAdd', { parentSpecId, specName })).specId),
    addProduct: async (session: string, p: TTemuNewProduct) => {
      const r = await post(session, 'product/add', { ...p, mallId: Number(p.mallId) });
      return { productId: String(r.productId), skcId: String(r.skcId) };
    },
  };
};
export type TTemuListingClient = ReturnType<typeof createTemuListingClient>;
