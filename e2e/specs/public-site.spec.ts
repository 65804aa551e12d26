import { expect, test } from '@playwright/test';
import { E2E_LICENCE } from '../fixtures/admin';
import { dismissVisitorNotice, loginAs, postForm, seedBoss, snap } from '../fixtures/app';
import { waitForCode } from '../fixtures/sandbox';

/** Every public page built so far: a Chinese heading and a sentence of its own content. */
const PublicPages = [
  { path: '/loginServiceArticle', heading: '跨境卖家助手用户服务协议', text: '每个店铺每月 69 元' },
  { path: '/userAgreement', heading: '跨境卖家助手用户服务协议', text: '免费试用 15 天' },
  { path: '/loginPrivacyArticle', heading: '跨境卖家助手隐私政策', text: '如何注销账号并删除数据' },
  { path: '/privacyPolicy', heading: '跨境卖家助手隐私政策', text: '阿里云短信服务' },
  { path: '/index/aboutUs', heading: '关于我们', text: '每店每月 69 元' },
  { path: '/index/briefIntroduction', heading: '公司简介', text: '多店铺销售统计' },
  { path: '/index/contactUs', heading: '联系我们', text: '不要发送密码或验证码' },
  { path: '/softwareIntroductionPage', heading: '桌面助手介绍', text: '在本机保存商品图片' },
];

test.describe('[PUBLIC] public site', () => {
  for (const p of PublicPages) {
    test(`${p.path} renders its content`, async ({ page }) => {
      await page.goto(p.path);
      await dismissVisitorNotice(page);
      await expect(
        page
          .getByRole('heading', { level: 2, name: p.heading })
          .or(page.getByRole('heading', { level: 3, name: p.heading })),
      ).toBeVisible();
      await expect(page.getByText(p.text).first()).toBeVisible();
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
      await snap(page, `public${p.path.replaceAll('/', '-')}`);
    });
  }

  test('/index: the product page paints from the HTML and runs without the console; 注册 loads it on the spot', async ({
    page,
  }) => {
    const HERO = 'Temu、SHEIN 多店铺运营，一个后台全看清';
    // Prerendered: the heading, the price and the questions are in the HTML the server sends.
    const html = await (await page.request.get('/index')).text();
    expect(html).toContain(`<h1>${HERO}</h1>`);
    expect(html).toContain('元 / 店铺 / 月');

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') {
        scripts.push(new URL(r.url()).pathname);
      }
    });
    await page.goto('/index');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const price = page.getByTestId('landing-price');
    await expect(price).toContainText('69');
    await expect(price).toContainText('元 / 店铺 / 月');
    // The trial as the server gives it (GET /api/site/config).
    await expect(price).toContainText('每个新绑定的店铺免费试用 15 天');
    await page.getByText('试用结束后怎么办？').click();
    await expect(page.getByText('可一次为多个店铺续费')).toBeVisible();
    await expect(page.getByTestId('landing-news').getByRole('listitem').first()).toBeVisible();
    for (const name of ['销售汇总看板（演示店铺数据）', '发货中心', 'AI 上品列表', '店长分配']) {
      await expect(page.getByRole('img', { name })).toHaveCount(1);
    }
    await page.waitForLoadState('networkidle');
    // Light: no antd, no app chunk, no visitor token taken.
    expect(scripts.filter((u) => /antd|app-entry|route-table/.test(u))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('inine_token'))).toBeNull();
    await snap(page, 'public-index');

    // 注册 loads the app on the same page and opens its register form.
    await page.locator('header').getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(scripts.some((u) => u.includes('app-entry'))).toBe(true);
    // The page stays behind the modal (the light page until the app's own has rendered), never blank or twice.
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByTestId('landing')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveCount(1);
    await snap(page, 'public-index-register');
  });

  test('/index: 免费预览控制台 opens the demo dashboard; a footer link opens its page', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('button', { name: '免费预览控制台' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await dismissVisitorNotice(page);
    await expect(page.getByTestId('home-dashboard')).toBeVisible();

    await page.goto('/index');
    await page.locator('footer').getByRole('link', { name: '用户服务协议' }).click();
    await expect(page).toHaveURL(/\/loginServiceArticle$/);
    await expect(page.getByRole('heading', { name: '跨境卖家助手用户服务协议' })).toBeVisible();
  });

  test('/license shows the licence facts of the site config; a fact not set says so; the footer links to it', async ({
    page,
  }) => {
    const cfg = (await (await page.request.get('/api/site/config')).json()).data as {
      companyName: string;
      licenceUrl: string;
      licence: Record<string, string>;
    };
    // The run sets these (playwright.config.ts): the page must show what the server is configured with.
    expect(cfg.licence.creditCode).toBe(E2E_LICENCE.SITE_LICENCE_CREDIT_CODE);
    expect(cfg.licenceUrl).toBe('/license');
    await page.goto('/index');
    // The footer's 营业执照 opens the page in a new tab.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('footer').getByRole('link', { name: '营业执照' }).click(),
    ]);
    await opened.waitForURL(/\/license$/);
    await dismissVisitorNotice(opened);
    await expect(opened.getByRole('heading', { level: 2, name: '营业执照' })).toBeVisible();
    const facts = opened.getByTestId('licence-facts');
    const row = (label: string) => facts.locator('tr', { has: opened.getByText(label, { exact: true }) }).locator('td');
    await expect(row('统一社会信用代码')).toHaveText(cfg.licence.creditCode!);
    await expect(row('法定代表人')).toHaveText(cfg.licence.legalRepresentative!);
    await expect(row('注册资本')).toHaveText(cfg.licence.registeredCapital!);
    await expect(row('成立日期')).toHaveText(cfg.licence.establishedOn!);
    await expect(row('经营范围')).toHaveText(cfg.licence.businessScope!);
    await expect(row('登记机关')).toHaveText(cfg.licence.registrationAuthority!);
    // Not configured in this run: no made-up name, the page says it is not published yet.
    expect(cfg.companyName).toBe('');
    await expect(row('名称')).toHaveText('运营方尚未公布');
    await snap(opened, 'public-license');
  });

  test('a console page paints a loading spinner before any script runs; the app replaces it', async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noJs.newPage();
    await bare.goto('/home');
    await expect(bare.getByRole('status', { name: '加载中' })).toBeVisible();
    await noJs.close();

    const page = await browser.newPage();
    await page.goto('/home');
    await dismissVisitorNotice(page);
    await expect(page.getByTestId('home-dashboard')).toHaveAttribute('data-loading', 'false');
    await expect(page.locator('.ksa-boot')).toHaveCount(0);
    await page.close();
  });

  test('the help centre: ten articles behind the login guard, except permission/add', async ({ page }) => {
    test.setTimeout(180_000);
    // No token: the guard sends the visitor to /login, except for permission/add.
    await page.goto('/operateRouting/permission/add');
    await expect(page.getByRole('heading', { name: '添加仓库发货员' })).toBeVisible();
    await expect(page.getByText('仓库发货员负责打包发货')).toBeVisible();
    const boss = await seedBoss();
    await loginAs(page, boss.phone, boss.password);
    const articles = [
      ['guide', '新手指南', '注册并登录'],
      ['softwareDownload', '软件下载', '浏览器插件：BOSS 必装'],
      ['softwareUninstallation', '软件卸载', '卸载桌面助手'],
      ['gather', '采集上品', '正在开发中'],
      ['renew', '充值续费', '每个店铺每月 69 元'],
      ['getDiscountCoupons', '领取优惠券', '每张券抵扣 30 元'],
      ['permission/storeManager', '添加店长/财务', '选择店铺与权限'],
      ['permission/remove', '移除店长/财务', '取消管理员'],
      ['permission/lift', '移除仓库发货员', '取消发货员'],
    ] as const;
    for (const [path, heading, text] of articles) {
      await page.goto(`/operateRouting/${path}`);
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('.ksa-breadcrumb')).toContainText(heading);
    }
    await page.goto('/operateRouting/guide');
    await expect(page.locator('img[src="/help/home.png"]')).toBeVisible();
    await snap(page, 'public-help-guide');
  });

  for (const [brand, ua, href] of [
    [
      'Huawei',
      'Mozilla/5.0 (Linux; Android 12; HUAWEI P50) AppleWebKit/537.36 Mobile Safari/537.36',
      /^appmarket:\/\/details\?id=/,
    ],
    [
      'Xiaomi',
      'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 Mobile Safari/537.36',
      /^mimarket:\/\/details\?id=/,
    ],
    [
      'other',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36',
      /^\/api\/order\/downloadAPPAndroid$/,
    ],
  ] as const) {
    test(`/downloadAndroidPage with an APK configured, on a ${brand} phone, links to ${brand === 'other' ? 'the backend APK' : 'its app store'}`, async ({
      browser,
    }) => {
      const ctx = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        userAgent: ua,
      });
      const page = await ctx.newPage();
      // The test server has no APK (the page then offers the web app /m/, shipper-pwa.spec.ts): say it has one.
      await page.route('**/api/site/config', async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        await route.fulfill({ response: res, json: { ...body, data: { ...body.data, hasAndroidApp: true } } });
      });
      // The auto-click would leave the page for the store scheme; keep it to read the link.
      await page.route(/^(appmarket|mimarket):/, (r) => r.abort());
      await page.goto('/downloadAndroidPage');
      await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(page.locator('.ksa-download-page a').first()).toHaveAttribute('href', href);
      await ctx.close();
    });
  }

  test('the Android download answers the clear not-released message when no APK is configured', async () => {
    const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3199}/api/order/downloadAPPAndroid`);
    expect(res.status).toBe(404);
    expect((await res.json()).msg).toBe('安卓 APP 尚未发布，请使用网页版或稍后再试');
  });

  test('the privacy policy reads well on a phone', async ({ browser }) => {
    const ctx = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await ctx.newPage();
    await page.goto('/privacyPolicy');
    // Flagged mobile and ignored by the guard: a phone stays on the agreement.
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await expect(page.getByRole('heading', { name: '跨境卖家助手隐私政策' })).toBeVisible();
    await expect(page.getByText('七、如何注销账号并删除数据')).toBeVisible();
    await snap(page, 'public-privacyPolicy-mobile');
    await ctx.close();
  });

  test('a BOSS deletes the account from the user menu: a wrong code keeps it, the right one removes it', async ({
    page,
  }) => {
    const boss = await seedBoss();
    await loginAs(page, boss.phone, boss.password);
    await dismissVisitorNotice(page);
    // Post-login notices of a fresh BOSS.
    const ok = page.getByRole('button', { name: '我知道了' });
    if (await ok.isVisible().catch(() => false)) {
      await ok.click();
    }
    await page.getByTestId('user-menu').hover();
    await page.getByTestId('menu-delete-account').click();
    const modal = page.getByTestId('delete-account-modal');
    await expect(modal.getByText('全部已绑定的 Temu、Shein 店铺及平台账号授权')).toBeVisible();
    const after = Date.now() - 1000;
    await modal.getByTestId('delete-account-send').click();
    const code = await waitForCode(boss.phone, after);
    await modal.getByTestId('delete-account-code').fill(code === '000000' ? '111111' : '000000');
    await modal.getByTestId('delete-account-confirm').click();
    await expect(page.getByText('验证码输入错误')).toBeVisible();
    expect((await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.code).toBe(0);
    await snap(page, 'public-delete-account');

    await modal.getByTestId('delete-account-code').fill(code);
    await modal.getByTestId('delete-account-confirm').click();
    await expect(page.getByText(/账号已注销/)).toBeVisible();
    await expect(page).toHaveURL(/\/index/);
    const login = await postForm('/api/auth/login', { userName: boss.phone, password: boss.password });
    expect(login.body.code).not.toBe(0);
  });
});
