import type { TRouteDef } from './route-def.js';

/**
 * The routes the public pages call, without zod: the landing page's light bundle imports this file
 * (`@ksa/contract/public`) instead of the whole contract, so its first load stays small.
 */

/**
 * Notices the operator publishes (spec §7: /api/notice/getIndexNoticeInfo, GET /api/notice/{noticeId}).
 * news 新闻资讯 and announcement 平台公告 are listed on /index and /index/newsInformation and the mobile site;
 * article 运营干货 (how-to articles for sellers) on /home/consult. Public: visitors read them too (spec §6).
 */
export const NoticeRoutes = {
  noticeList: {
    method: 'POST',
    path: '/api/notice/getIndexNoticeInfo',
    access: 'public',
    write: false,
    tag: 'notice',
    summary:
      '资讯列表（新闻 news、公告 announcement、干货文章 article；noticeType 不传为新闻和公告），按发布时间倒序分页',
  },
  noticeDetail: {
    method: 'GET',
    path: '/api/notice/:noticeId',
    access: 'public',
    write: false,
    tag: 'notice',
    summary: '资讯详情：正文为 Markdown 渲染并经过白名单清洗的 HTML；不存在或已下线时 404',
  },
} as const satisfies Record<string, TRouteDef>;

/** The operator's facts the public pages show: set per deployment on the server, never in code. */
export const SiteConfigRoutes = {
  siteConfig: {
    method: 'GET',
    path: '/api/site/config',
    access: 'public',
    write: false,
    tag: 'site',
    summary:
      '站点信息：运营主体、ICP 备案号、营业执照、联系方式（页脚、法律文本、联系我们页使用），以及安卓 APP 是否已发布',
  },
} as const satisfies Record<string, TRouteDef>;
