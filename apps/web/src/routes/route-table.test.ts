/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { TAppRoute } from './route-meta';
import { appRoutes } from './route-table';

const zh = JSON.parse(readFileSync(new URL('../i18n/locales/zh-CN/common.json', import.meta.url), 'utf8'));
const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], zh);

const walk = (routes: TAppRoute[], parent = ''): { path: string; route: TAppRoute }[] =>
  routes.flatMap((r) => {
    const path = r.path?.startsWith('/') ? r.path : r.path ? `${parent}/${r.path}` : parent;
    return [{ path, route: r }, ...walk(r.children ?? [], path)];
  });
const all = walk(appRoutes);
const paths = new Set(all.map((r) => r.path));

describe('route table', () => {
  it('has every route of spec §2', () => {
    const spec = [
      '/',
      '/login',
      '/index',
      '/index/aboutUs',
      '/index/contactUs',
      '/index/newsInformation',
      '/index/briefIntroduction',
      '/index/newsDetail/:noticeId/:noticeType',
      '/privacyPolicy',
      '/userAgreement',
      '/loginServiceArticle',
      '/loginPrivacyArticle',
      '/resetpass',
      '/downloadAndroidPage',
      '/downloadIOSPage',
      '/softwareIntroductionPage',
      '/paySuccess',
      '/canvasCompon',
      '/testActivityChart',
      '/mobileHome',
      '/mobileHome/newsList',
      '/mobileHome/newsDetails',
      '/mobileHome/companyProfile',
      '/home',
      '/homeTest',
      '/shopManage',
      '/home/consult',
      '/home/consult/articleDetails',
      '/contactUs',
      '/selectionToolNew',
      '/deliveryCenter',
      '/aiProducts',
      '/aiProducts/list',
      '/aiProducts/edit',
      '/editGoodsDetaila',
      '/selectionTool',
      '/account/manager',
      '/operateRouting/softwareDownload',
      '/operateRouting/softwareUninstallation',
      '/operateRouting/renew',
      '/operateRouting/getDiscountCoupons',
      '/operateRouting/guide',
      '/operateRouting/gather',
      '/operateRouting/permission/storeManager',
      '/operateRouting/permission/remove',
      '/operateRouting/permission/add',
      '/operateRouting/permission/lift',
      '/*',
    ];
    expect(spec.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('gives every title and placeholder page a zh-CN text', () => {
    const missing: string[] = [];
    for (const { route } of all) {
      if (route.meta && typeof lookup(route.meta.titleKey) !== 'string') {
        missing.push(route.meta.titleKey);
      }
      const pageKey = isValidElement<{ pageKey?: string }>(route.element) ? route.element.props.pageKey : undefined;
      if (
        pageKey &&
        (typeof lookup(`pages.${pageKey}.name`) !== 'string' || typeof lookup(`pages.${pageKey}.desc`) !== 'string')
      ) {
        missing.push(`pages.${pageKey}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('guards the permission pages of spec §2', () => {
    const perm = (p: string) => all.find((r) => r.path === p)?.route.meta?.permission;
    expect(perm('/selectionToolNew')).toBe('pageSelectionToolNew');
    expect(perm('/selectionTool')).toBe('pageSelectionToolNew');
    expect(perm('/aiProducts')).toBe('pageAiProducts');
  });

  it('opens permission/add to everyone and keeps the other help pages behind a token', () => {
    const help = all.find((r) => r.path === '/operateRouting')?.route;
    expect(help?.meta?.requiresToken).toBe(true);
    expect(all.find((r) => r.path === '/operateRouting/permission/add')?.route.meta?.requiresToken).toBe(false);
  });
});
