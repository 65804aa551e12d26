import { describe, expect, it } from 'vitest';
import type { TAppRoute } from '../routes/route-meta';
import {
  canWith,
  decideRedirect,
  filterRoutesByPermission,
  isMobileDevice,
  mergeMeta,
  resolveIndexRedirect,
  rootFontSize,
} from './guards';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; HUAWEI P60) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('isMobileDevice', () => {
  it('detects phones by user agent whatever the width', () => {
    expect(isMobileDevice(IPHONE, 1920, false)).toBe(true);
    expect(isMobileDevice(ANDROID, 1280, true)).toBe(true);
  });
  it('treats a touch screen under 1024px as mobile', () => {
    expect(isMobileDevice(DESKTOP, 1023, true)).toBe(true);
    expect(isMobileDevice(DESKTOP, 1024, true)).toBe(false);
  });
  it('keeps a narrow desktop window without touch on desktop', () => {
    expect(isMobileDevice(DESKTOP, 800, false)).toBe(false);
  });
});

describe('rootFontSize', () => {
  it('scales by 375 on mobile', () => {
    expect(rootFontSize(375, true)).toBe(1);
    expect(rootFontSize(750, true)).toBe(2);
  });
  it('scales by 1920 on desktop', () => {
    expect(rootFontSize(1920, false)).toBe(1);
    expect(rootFontSize(3840, false)).toBe(2);
  });
  it('never shrinks the desktop below the 1550px minimum width', () => {
    expect(rootFontSize(1000, false)).toBeCloseTo(1550 / 1920);
  });
});

const base = { isMobile: false, hasToken: true, hasRealToken: false };

describe('decideRedirect', () => {
  it('always lets the download pages through', () => {
    for (const path of ['/downloadAndroidPage', '/downloadIOSPage', '/api/order/downloadAPPAndroid']) {
      expect(decideRedirect({ ...base, path, isMobile: true, meta: undefined })).toBeNull();
    }
  });
  it('sends a phone from a desktop route to /mobileHome', () => {
    expect(decideRedirect({ ...base, path: '/home', isMobile: true, meta: { titleKey: 't' } })).toBe('/mobileHome');
  });
  it('lets a phone stay on mobile routes, even with a real token', () => {
    const meta = { titleKey: 't', mobile: true };
    expect(decideRedirect({ ...base, path: '/mobileHome', isMobile: true, hasRealToken: true, meta })).toBeNull();
  });
  it('sends a real user on desktop from a mobile route to /', () => {
    const meta = { titleKey: 't', mobile: true };
    expect(decideRedirect({ ...base, path: '/mobileHome', hasRealToken: true, meta })).toBe('/');
    expect(decideRedirect({ ...base, path: '/mobileHome', hasRealToken: false, meta })).toBeNull();
  });
  it('leaves mobile routes flagged ignore alone', () => {
    const meta = { titleKey: 't', mobile: true, ignore: true };
    expect(decideRedirect({ ...base, path: '/privacyPolicy', hasRealToken: true, meta })).toBeNull();
  });
  it('sends help pages to /login without a stored token', () => {
    const meta = { titleKey: 't', requiresToken: true };
    expect(decideRedirect({ ...base, path: '/operateRouting/guide', hasToken: false, meta })).toBe('/login');
    expect(decideRedirect({ ...base, path: '/operateRouting/guide', hasToken: true, meta })).toBeNull();
  });
});

describe('mergeMeta', () => {
  it('inherits the help guard but lets permission/add opt out', () => {
    const parent = { titleKey: 'titles.help', requiresToken: true };
    expect(mergeMeta([parent, { titleKey: 'a' }])?.requiresToken).toBe(true);
    expect(mergeMeta([parent, { titleKey: 'a', requiresToken: false }])?.requiresToken).toBe(false);
    expect(mergeMeta([undefined, undefined])).toBeUndefined();
  });
});

describe('resolveIndexRedirect', () => {
  it('continues from / through /index to /home', () => {
    expect(resolveIndexRedirect('/')).toBe('/home');
    expect(resolveIndexRedirect(undefined)).toBeNull();
  });
});

describe('permissions', () => {
  const staff = { permissions: [{ permsCode: 'pageAiProducts', permissionId: '3' }] };
  it('gives a BOSS (and so a visitor) every permission', () => {
    expect(canWith(true, null)('pageSelectionToolNew')).toBe(true);
  });
  it('gives staff only what was granted', () => {
    expect(canWith(false, staff)('pageAiProducts')).toBe(true);
    expect(canWith(false, staff)('pageSelectionToolNew')).toBe(false);
    expect(canWith(false, null)('pageAiProducts')).toBe(false);
  });

  const tree: TAppRoute[] = [
    { path: '/home', meta: { titleKey: 'a' } },
    {
      path: '/aiProducts',
      meta: { titleKey: 'a', permission: 'pageAiProducts' },
      children: [{ path: 'list' }, { path: 'edit' }],
    },
    {
      meta: { titleKey: 'layout' },
      children: [
        { path: '/selectionToolNew', meta: { titleKey: 'a', permission: 'pageSelectionToolNew' } },
        { path: '/deliveryCenter', meta: { titleKey: 'a' } },
      ],
    },
  ];
  const paths = (routes: TAppRoute[]): string[] =>
    routes.flatMap((r) => [r.path ?? '(layout)', ...paths(r.children ?? [])]);

  it('removes routes the user lacks permission for, with their children', () => {
    const kept = filterRoutesByPermission(tree, canWith(false, staff));
    expect(paths(kept)).toEqual(['/home', '/aiProducts', 'list', 'edit', '(layout)', '/deliveryCenter']);
    expect(paths(filterRoutesByPermission(tree, canWith(false, null)))).toEqual([
      '/home',
      '(layout)',
      '/deliveryCenter',
    ]);
  });
  it('keeps everything for a BOSS', () => {
    expect(paths(filterRoutesByPermission(tree, canWith(true, null)))).toEqual(paths(tree));
  });
});
