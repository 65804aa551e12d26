import type { FastifyPluginAsync } from 'fastify';
import { PARENT_SPECS } from './listings.js';
import type { TSellerState } from './seller-deps.js';
import { authOf } from './seller-query.js';

type TBody = Record<string, unknown>;
/** The seller centre's success code for its listing calls (spec data §7: spec query/add answers 1000000). */
export const LISTING_OK = 1_000_000;
const ok = (result: unknown) => ({ success: true, errorCode: LISTING_OK, errorMsg: '', result });
const refuse = (errorCode: number, errorMsg: string) => ({ success: false, errorCode, errorMsg, result: null });

const TITLE_MAX = 250;
const IMAGES_MAX = 10;
const SKUS_MAX = 100;
const STORAGE_OBJECT = /^https?:\/\/[^/]+\/temu-storage\/objects\/[\w-]+\/[\w.-]+$/;

/** 商品发布: spec query or add by name, then the product itself (its pictures must be in Temu's image storage). */
export const listingRoutes =
  (state: TSellerState): FastifyPluginAsync =>
  async (app) => {
    const { world, listings } = { world: state.deps.world, listings: state.listings };

    app.post<{ Body: TBody }>('/temu-seller/api/spec/queryOrAdd', async (req) => {
      const { account } = authOf(req);
      const parentSpecId = Number(req.body?.parentSpecId);
      const specName = typeof req.body?.specName === 'string' ? req.body.specName.trim() : '';
      if (!PARENT_SPECS[parentSpecId]) {
        return refuse(4_000_001, '父规格不存在');
      }
      if (!specName || specName.length > 40) {
        return refuse(4_000_002, '规格名称不能为空，且不超过 40 个字符');
      }
      return ok(listings.specByName(account.uid, parentSpecId, specName));
    });

    app.post<{ Body: TBody }>('/temu-seller/api/product/add', async (req) => {
      const { account } = authOf(req);
      const b = req.body ?? {};
      const mallId = Number(b.mallId);
      const shop = world.shop(mallId);
      if (shop?.platform !== 'temu' || !account.shopIds.includes(mallId)) {
        return refuse(4_000_003, '无权操作该店铺');
      }
      const name = typeof b.productName === 'string' ? b.productName.trim() : '';
      if (!name || name.length > TITLE_MAX) {
        return refuse(4_000_004, `商品名称不能为空，且不超过 ${TITLE_MAX} 个字符`);
      }
      const images = Array.isArray(b.images) ? b.images : [];
      if (images.length < 1 || images.length > IMAGES_MAX || !images.every((u) => STORAGE_OBJECT.test(String(u)))) {
        return refuse(4_000_005, `商品图片需为 1-${IMAGES_MAX} 张已上传到图片空间的图片`);
      }
      const skus = Array.isArray(b.skus) ? (b.skus as TBody[]) : [];
      const skuOk = (s: TBody) =>
        Number.isInteger(s.priceCents) &&
        Number(s.priceCents) > 0 &&
        Array.isArray(s.specIds) &&
        s.specIds.length > 0 &&
        s.specIds.every((id) => listings.spec(Number(id)) !== undefined);
      if (skus.length < 1 || skus.length > SKUS_MAX || !skus.every(skuOk)) {
        return refuse(4_000_006, `SKU 需 1-${SKUS_MAX} 个，每个带已创建的规格与大于 0 的申报价`);
      }
      const path = Array.isArray(b.categoryPath) ? b.categoryPath.map(String).filter(Boolean) : [];
      const skc = listings.addProduct({
        mallId,
        productName: name,
        categoryPath: path.length ? path : ['其他'],
        imageUrl: String(images[0]),
        skus: skus.map((s, i) => ({
          extCode: typeof s.extCode === 'string' && s.extCode ? s.extCode : `SKU${i + 1}`,
          specIds: (s.specIds as unknown[]).map(Number),
          priceCents: Number(s.priceCents),
        })),
      });
      return ok({ productId: skc.productId, skcId: skc.skcId, skuIds: skc.skus.map((s) => s.skuId) });
    });
  };
