import { expect, type Page, test } from '@playwright/test';
import { screenChecks } from './support/screen-checks';

/**
 * The journeys' screen checks on small HTML fixtures (390 px wide, real layout): each check fires on the fault it
 * is for and stays quiet on what it must not flag. Without this a check that never fires would pass every journey.
 */
const run = async (page: Page, body: string, lang = 'zh-CN') => {
  await page.setContent(`<!doctype html><html lang="${lang}"><body style="margin:0">${body}</body></html>`);
  return page.evaluate(screenChecks);
};

test.describe('reach: inputs and buttons inside the viewport', () => {
  test('flags the phone login bug: a 0 px input off to the right', async ({ page }) => {
    const p = await run(
      page,
      `<div style="display:flex;width:900px"><div style="width:559px">品牌</div>
       <input placeholder="请输入手机号" style="width:0;padding:0;border:0"></div>`,
    );
    expect(p.reach).toHaveLength(1);
    expect(p.reach[0]).toContain('0.0 px wide');
  });

  test('flags a button partly outside the right edge, and one left of the screen', async ({ page }) => {
    const p = await run(
      page,
      `<button style="position:absolute;left:350px;width:100px">登录</button>
       <button style="position:absolute;left:-80px;width:60px">注册</button>`,
    );
    expect(p.reach).toHaveLength(2);
  });

  test('ignores controls in a horizontal scroll container, hidden, aria-hidden or transparent', async ({ page }) => {
    const p = await run(
      page,
      `<div style="overflow-x:auto;width:390px"><div style="width:1200px"><button style="margin-left:900px">编辑</button></div></div>
       <button style="display:none">隐藏</button>
       <div aria-hidden="true"><button style="position:absolute;left:500px">辅助</button></div>
       <input type="checkbox" style="opacity:0;position:absolute;left:600px">
       <input type="hidden" value="x">
       <button>确定</button><input placeholder="手机号">`,
    );
    expect(p.reach).toEqual([]);
  });
});

test.describe('rawKeys: no i18n keys or op.* on screen', () => {
  test('flags dotted keys, namespaced keys and op.* in text, cells and placeholders', async ({ page }) => {
    const p = await run(
      page,
      `<p>auth.login.title</p>
       <table><tbody><tr><td>op.renew.create</td><td>op.coupon.redeem</td></tr></tbody></table>
       <span>失败：errors:SHOP_NOT_FOUND</span>
       <input placeholder="delivery.search.placeholder">`,
    );
    expect(p.rawKeys).toHaveLength(5);
    expect(p.rawKeys.join('\n')).toContain('op.coupon.redeem');
  });

  test('does not flag domains, file names, e-mail, versions or sentences', async ({ page }) => {
    const p = await run(
      page,
      `<p>访问 www.example.com 或 shop.temu.com</p><p>下载 ksa-helper.exe、ksa-extension.zip、label.pdf</p>
       <p>联系 support@example.cn</p><p>版本 v1.2.3</p><p>Node.js 20</p><p>Hello world. This is fine.</p>`,
    );
    expect(p.rawKeys).toEqual([]);
  });
});

test.describe('english: no English in the Chinese UI chrome', () => {
  test('flags English buttons, tabs, modal titles, headers, empty states, placeholders and tooltips', async ({
    page,
  }) => {
    const p = await run(
      page,
      `<button>Submit</button>
       <div role="tab">Overview</div>
       <div class="ant-modal-title">Bind account</div>
       <table><thead><tr><th>Order No</th></tr></thead><tbody><tr><td>Blue T-shirt</td></tr></tbody></table>
       <div class="ant-empty-description">No data</div>
       <input placeholder="Type Something...">
       <span title="Requested device not found">图标</span>`,
    );
    expect(p.english).toHaveLength(7);
  });

  test('allows product terms, digits, endonyms and product data; skips non-Chinese pages', async ({ page }) => {
    const p = await run(
      page,
      `<button>绑定 TEMU 账号</button><button>SHEIN 全托管</button><button>查看 SKU</button>
       <div role="tab">AI 上架</div><label>GPSR 信息</label><button>下载 Excel</button><button>安卓 App</button>
       <th>金额 (CNY)</th><button>SHEIN14店</button>
       <div data-lang-menu><div role="menuitem">English</div><div role="menuitem">Deutsch</div></div>
       <table><tbody><tr><td><button>Blue Cotton Shirt</button></td></tr></tbody></table>
       <div class="ant-select-selection-item">Women Dress</div>
       <p>Product title in a paragraph is data</p>`,
    );
    expect(p.english).toEqual([]);
    const en = await run(page, '<button>Submit</button>', 'en');
    expect(en.english).toEqual([]);
  });
});
