import { expect, type Page, test } from '@playwright/test';
import { dismissVisitorNotice, openAuth } from '../fixtures/app';

/** Collects every CSP violation the page reports: console errors and securitypolicyviolation events. */
const watchCsp = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
      violations.push(msg.text());
    }
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      // zod probes `Function('')` once per page (inside try/catch) to decide whether to compile
      // parsers; under a CSP without 'unsafe-eval' it falls back to interpreting them. Harmless,
      // and the only eval attempt allowed to be refused; anything else fails the test.
      if (e.violatedDirective === 'script-src' && e.blockedURI === 'eval' && e.sample === '') {
        return;
      }
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      );
    });
  });
  return violations;
};

test.describe('[CSP] the app runs under its Content-Security-Policy', () => {
  test('/ and the light /index, /home as visitor, the login modal and the WeChat QR frame: no violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // The app has replaced index.html's spinner (a first visit to / is the visitor preview).
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('.ksa-boot')).toHaveCount(0);
    // /index's light start: the prerendered page hydrated by its own small bundle.
    await page.goto('/index');
    await expect(page.getByTestId('landing')).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/home');
    await dismissVisitorNotice(page);
    await expect(page.locator('header')).toBeVisible();

    await openAuth(page, '登录');
    await page.getByTestId('wechat-login').click();
    const frame = page.getByTestId('wechat-qr-iframe');
    await expect(frame).toBeVisible();
    // The sandbox's QR page loaded inside the frame (frame-src allows WECHAT_OPEN_URL).
    await expect(page.frameLocator('[data-testid="wechat-qr-iframe"]').locator('body')).not.toBeEmpty();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
});
