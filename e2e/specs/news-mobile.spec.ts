import { type Browser, expect, test } from '@playwright/test';
import { dismissVisitorNotice, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops, waitForSync } from '../fixtures/shops';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type TNotice = { noticeId: number; noticeType: string; title: string; summary: string };
const notices = async (noticeType?: string): Promise<TNotice[]> =>
  (await postForm('/api/notice/getIndexNoticeInfo', { pageSize: '100', ...(noticeType ? { noticeType } : {}) })).body
    .data.list;

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: IPHONE_UA });

// The spare Temu accounts this spec binds go back to the sandbox for the specs after it.
let owner: { phone: string; password: string } | undefined;
test.afterAll(async () => {
  if (owner) {
    await unbindAll(owner.phone, owner.password);
  }
});

test.describe('[NEWS] news, articles and the mobile site', () => {
  test('the landing page lists the latest news and opens one; the news page lists and pages them', async ({ page }) => {
    const [latest] = await notices();
    await page.goto('/index');
    await dismissVisitorNotice(page);
    const news = page.getByTestId('landing-news');
    await expect(news.getByRole('heading', { name: '最新资讯' })).toBeVisible();
    await news.getByText(latest!.title).click();
    await expect(page).toHaveURL(new RegExp(`/index/newsDetail/${latest!.noticeId}/${latest!.noticeType}$`));
    await expect(page.getByRole('heading', { level: 1, name: latest!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${latest!.title} - 跨境卖家助手`);

    await page.goto('/index/newsInformation');
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    await expect(page).toHaveTitle('新闻资讯 - 跨境卖家助手');
    await page.getByText('公告', { exact: true }).first().click();
    const announcements = await notices('announcement');
    await expect(page.getByTestId('news-list').locator('.ksa-news-item')).toHaveCount(announcements.length);
    await snap(page, 'news-information');
  });

  test('a notice renders its Markdown (a table) and a missing one says so', async ({ page }) => {
    const pricing = (await notices('announcement')).find((n) => n.title.includes('69 元'))!;
    await page.goto(`/index/newsDetail/${pricing.noticeId}/announcement`);
    await dismissVisitorNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: pricing.title })).toBeVisible();
    await expect(page.getByRole('cell', { name: '每家店铺每月 69 元' })).toBeVisible();
    await snap(page, 'news-detail');
    await page.goto('/index/newsDetail/999999/news');
    await expect(page.getByText('该资讯不存在或已下线')).toBeVisible();
  });

  test('/home/consult lists the articles and opens one', async ({ page }) => {
    const [article] = await notices('article');
    await page.goto('/home/consult');
    await dismissVisitorNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: '运营资讯' })).toBeVisible();
    await page.getByText(article!.title).click();
    await expect(page).toHaveURL(new RegExp(`/home/consult/articleDetails\\?noticeId=${article!.noticeId}$`));
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    await snap(page, 'news-consult-article');
  });

  test('/homeTest and /shopManage lead to the sales summary', async ({ page }) => {
    for (const path of ['/homeTest', '/shopManage']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test('a phone at 375×812 lands on /mobileHome: intro, news and downloads, and reads a notice', async ({
    browser,
  }) => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/index');
    await expect(page).toHaveURL(/\/mobileHome$/);
    await expect(page.getByRole('heading', { level: 2, name: '跨境卖家助手' })).toBeVisible();
    await expect(page.getByText('Temu、SHEIN 多店铺的销售、利润、库存和员工')).toBeVisible();
    await expect(page.getByRole('link', { name: '安卓 APP' })).toHaveAttribute('href', '/downloadAndroidPage');
    const [latest] = await notices();
    await page.getByText(latest!.title).click();
    await expect(page).toHaveURL(new RegExp(`/mobileHome/newsDetails\\?noticeId=${latest!.noticeId}$`));
    await expect(page.getByRole('heading', { level: 3, name: latest!.title })).toBeVisible();
    await page.goto('/mobileHome/newsList');
    await expect(page.getByRole('heading', { level: 3, name: '新闻资讯' })).toBeVisible();
    await snap(page, 'news-mobile-list');
    await ctx.close();
  });

  test("a BOSS on a phone sees today's and the last 7 days' sales per shop on /mobileHome", async ({ browser }) => {
    test.setTimeout(180_000);
    const boss = await bossWithShops();
    owner = boss;
    const { body } = await postForm('/api/auth/login', { userName: boss.phone, password: boss.password });
    const token = body.data.token as string;
    const uid = String((await postForm('/api/order/getUserInfo', {}, token)).body.data.uid);
    await waitForSync(token);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const sales = (
      await postForm('/api/order/getHistoryTotalSales', { shopId: '100', startTime: today, endTime: today }, token)
    ).body.data as { value: number; currency: string };
    const ranking = (
      await postForm('/api/order/getShopSalesRanking', { shopId: '100', startTime: today, endTime: today }, token)
    ).body.data as { mallName: string }[];

    const ctx = await phone(browser);
    // As loginAs does: the token a login stores, and the once-per-session bind-WeChat prompt already shown.
    await ctx.addInitScript(
      ([t, id]) => {
        localStorage.setItem('inine_token', t);
        localStorage.setItem('isVisitor', '0');
        sessionStorage.setItem(`bindPrompted:${id}`, '1');
      },
      [token, uid] as const,
    );
    const page = await ctx.newPage();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/mobileHome$/);
    const dash = page.getByTestId('mobile-dashboard');
    await expect(dash.getByRole('heading', { name: '我的经营数据' })).toBeVisible();
    const expected = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: sales.currency }).format(
      sales.value / 100,
    );
    await expect(dash.getByTestId('mdash-sales').first()).toHaveText(expected);
    for (const shop of ranking) {
      await expect(dash.getByRole('cell', { name: shop.mallName })).toBeVisible();
    }
    await expect(dash.getByText('近7天').first()).toBeVisible();
    await snap(page, 'news-mobile-dashboard');
    await ctx.close();
  });
});
