import type { FastifyPluginAsync } from 'fastify';
import { TEMU_OPEN_APPS } from '../temu-open/apps.js';
import type { TSellerState } from './seller-deps.js';
import { authOf, dayRange, paged, shopOf, type TSellerQuery, todayOf } from './seller-query.js';

type TQ = { Querystring: TSellerQuery };

/** Pages the open API lacks (research §1.7): delivery score, activities, reviews, notices, returns, 授权管理. */
export const reportRoutes =
  (state: TSellerState): FastifyPluginAsync =>
  async (app) => {
    const { world, now } = state.deps;
    const lookup = (id: number) => world.shop(id);

    app.get<TQ>('/temu-seller/api/delivery-assessment', async (req) => {
      const shop = shopOf(req, lookup);
      const today = todayOf(now());
      const list = world.deliveryRatings(shop.shopId).filter((r) => r.weekStartDay <= today);
      return { success: true, list };
    });

    app.get<TQ>('/temu-seller/api/activities', async (req) => {
      const shop = shopOf(req, lookup);
      const t = now();
      const enrollments = world.enrollments(shop.shopId, new Date(t));
      // Stock samples from the future must not leak into what a seller could see right now.
      const list = world.activities(shop.shopId).map((a) => ({
        ...a,
        enrollments: enrollments
          .filter((e) => e.activityId === a.activityId)
          .map((e) => ({ ...e, records: e.records.filter((r) => Date.parse(r.at) <= t) })),
      }));
      return { success: true, list };
    });

    app.get<TQ>('/temu-seller/api/reviews', async (req) => {
      const shop = shopOf(req, lookup);
      const r = dayRange(req.query, now());
      const rows = world.reviews(shop.shopId, new Date(r.fromMs), new Date(r.toMs));
      return { success: true, ...paged(req.query, rows) };
    });

    app.get<TQ>('/temu-seller/api/notices', async (req) => {
      const shop = shopOf(req, lookup);
      const r = dayRange(req.query, now());
      const rows = world.notices(shop.shopId, new Date(r.fromMs), new Date(r.toMs));
      return { success: true, ...paged(req.query, rows) };
    });

    // 首页待办: products in 价格申报, listings flagged 异常, return packages on their way back (退货待签收).
    app.get<TQ>('/temu-seller/api/todo', async (req) => {
      const shop = shopOf(req, lookup);
      const todo = world.todo?.(shop.shopId, new Date(now()));
      if (!todo) {
        return { success: true, priceDeclaring: 0, abnormal: 0, returnsPending: 0, at: new Date(now()).toISOString() };
      }
      const { priceDeclaring, abnormal, returnsPending, at } = todo;
      return { success: true, priceDeclaring, abnormal, returnsPending, at };
    });

    app.get<TQ>('/temu-seller/api/returns', async (req) => {
      const shop = shopOf(req, lookup);
      const r = dayRange(req.query, now());
      const rows = world.returns(shop.shopId, new Date(r.fromMs), new Date(r.toMs));
      return { success: true, ...paged(req.query, rows) };
    });

    // 授权管理: what a seller copies into our app. Only this account's shops, only tokens issued to known apps.
    app.get('/temu-seller/api/open-tokens', async (req) => {
      const { account } = authOf(req);
      const t = now();
      const list = state.tokens
        .list()
        .filter((tk) => account.shopIds.includes(tk.mallId))
        .map((tk) => ({
          mallId: tk.mallId,
          mallName: lookup(tk.mallId)?.name ?? '',
          appKey: tk.appKey,
          appName: TEMU_OPEN_APPS[tk.appKey]?.name ?? '',
          region: 'CN',
          accessToken: tk.accessToken,
          apiScopeList: tk.apiScopeList,
          issuedAt: tk.issuedAt,
          expiredTime: tk.expiredTime,
          status: tk.expiredTime * 1000 > t ? 'valid' : 'expired',
        }));
      return { success: true, list };
    });
  };
