import { activitiesOf } from './activities.js';
import { dayIdx, dayIndexOf, dayStartMs, isoAt } from './days.js';
import { shopOf, type TEngine } from './engine.js';
import { pick, SALT } from './hash.js';
import { OFF_SHELF_REASONS, RULE_NOTICES } from './texts.js';
import type { TNotice } from './world-types.js';

// Platform rule updates come out every 9 days on absolute days, so all shops of a platform get the same ones.
const RULE_EVERY_DAYS = 9;
const INVITE_LEAD_DAYS = 5;

/** Notices in [from, to) and before `now`: 上架/下架 of SKCs, platform rules, activity invitations. */
export const noticesOf = (e: TEngine, shopId: number, from: Date, to: Date, now: Date): TNotice[] => {
  const shop = shopOf(e, shopId);
  const fromMs = from.getTime();
  const toMs = Math.min(to.getTime(), now.getTime());
  const out: (TNotice & { atMs: number })[] = [];
  const add = (kind: TNotice['kind'], key: string, atMs: number, title: string, body: string) => {
    if (atMs >= fromMs && atMs < toMs) {
      out.push({ noticeId: `${shop.ord}-${kind}-${key}`, shopId, kind, title, body, at: isoAt(atMs), atMs });
    }
  };
  const timeOf = (d: number, key: number) => dayStartMs(d) + 8 * 3_600_000 + (e.h(SALT.notice, key, d) % 36_000) * 1000;
  for (const { skc, key, created, off } of e.catalog(shopId)) {
    add(
      'on_shelf',
      String(skc.skcId),
      timeOf(created, key),
      '商品上架成功',
      `您的商品「${skc.name}」（SKC ${skc.skcId}）已上架。`,
    );
    if (off !== null) {
      const reason = pick(OFF_SHELF_REASONS, e.h(SALT.notice, key, off, 1));
      add('off_shelf', String(skc.skcId), timeOf(off, key), '商品已下架', `您的商品「${skc.name}」已下架：${reason}。`);
    }
  }
  const platformSalt = shop.shop.platform === 'temu' ? 1 : 2;
  const firstDay = Math.max(shop.opened, dayIndexOf(fromMs));
  for (let d = firstDay; d <= dayIndexOf(toMs); d += 1) {
    if (d % RULE_EVERY_DAYS === 0) {
      const rule = pick(RULE_NOTICES, e.h(SALT.notice, platformSalt, d, 2));
      add('rule', `${d}`, dayStartMs(d) + 10 * 3_600_000, rule.title, rule.body);
    }
  }
  for (const a of activitiesOf(e, shopId)) {
    const invite = dayStartMs(dayIdx(a.startDay) - INVITE_LEAD_DAYS) + 9 * 3_600_000;
    add(
      'message',
      `${a.activityId}`,
      invite,
      `活动报名邀请：${a.name}`,
      `${a.name}（${a.startDay} 至 ${a.endDay}）开放报名，欢迎选品参加。`,
    );
  }
  return out.sort((a, b) => a.atMs - b.atMs).map(({ atMs: _atMs, ...n }) => n);
};
