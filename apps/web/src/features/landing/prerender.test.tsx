import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Limits } from '@ksa/contract/public';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/zh-CN/common.json';
import landing from '../../i18n/locales/zh-CN/landing.json';
import { renderLanding } from './prerender';

const PUBLIC = join(import.meta.dirname, '../../../public');

describe('[LANDING] the prerendered /index', () => {
  const { html, title } = renderLanding();

  it('is the whole product page in Chinese: hero, four features, price, questions, news, footer', () => {
    expect(html).toContain(`<h1>${landing.hero.title}</h1>`);
    for (const f of Object.values(landing.features)) {
      expect(html).toContain(f.title);
    }
    expect(html).toContain(`<span class="ksa-lp-price-num">${Limits.renewal.monthlyPrice}</span>`);
    // The trial is the contract's default until the server says its own (TRIAL_DAYS): the prerender says 15.
    expect(html).toContain(landing.pricing.trial.replace('{{days}}', String(Limits.renewal.trialDays)));
    expect(html).toContain(landing.pricing.coupon.replace('{{amount}}', String(Limits.renewal.couponDiscount)));
    for (const k of [1, 2, 3, 4, 5] as const) {
      expect(html).toContain(landing.faq[`q${k}`]);
    }
    expect(html).toContain('data-testid="landing-news"');
    expect(html).toContain(common.footer.serviceTerms);
    expect(title).toBe(common.titles.index);
  });

  it('shows screenshots that exist in the build, and no antd markup (the light start has no antd)', () => {
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBe(5);
    for (const src of images) {
      expect(existsSync(join(PUBLIC, src))).toBe(true);
    }
    expect(html).not.toMatch(/class="ant-/);
  });
});
