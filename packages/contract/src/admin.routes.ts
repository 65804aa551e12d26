import { r, type TRouteDef } from './route-def.js';

const adm = (method: 'GET' | 'POST', name: string, write: boolean, summary: string) =>
  r({ method, path: `/api/admin/${name}`, access: 'admin', write, tag: 'admin', summary });

/**
 * The operator console (issue 12): the platform's own staff, not a seller role. Admin tokens come only from
 * adminLogin; a seller's token is refused (403) on every route here, and an admin token is no seller token.
 */
export const AdminRoutes = {
  adminSendCode: r({
    method: 'POST',
    path: '/api/admin/auth/sendCode',
    access: 'public',
    write: true,
    tag: 'admin',
    summary: '运营后台：发送登录验证码（仅发给 create-admin 创建的手机号；对其他号码同样答复成功）',
  }),
  adminLogin: r({
    method: 'POST',
    path: '/api/admin/auth/login',
    access: 'public',
    write: true,
    tag: 'admin',
    summary: '运营后台：手机号 + 短信验证码登录，返回 12 小时的运营令牌',
  }),
  adminLogout: adm('POST', 'auth/logout', true, '运营后台：退出登录（令牌作废）'),
  adminMe: adm('GET', 'me', false, '当前运营人员'),
  adminTenants: adm('POST', 'tenants', false, '租户（BOSS 账号）及其店铺到期时间，分页，可按手机号/昵称搜索'),
  adminOrders: adm('POST', 'orders', false, '续费订单（全部租户），含退款金额与退款记录，分页'),
  adminOrderProvider: adm('POST', 'orders/provider', false, '向支付渠道实时查询订单及其退款的状态'),
  adminRefund: adm('POST', 'orders/refund', true, '通过支付渠道的退款接口退款（微信支付 v3 / alipay.trade.refund）'),
  adminCouponBatchCreate: adm('POST', 'coupons/createBatch', true, '生成一批优惠券码（数量、面额、备注）'),
  adminCouponBatches: adm('POST', 'coupons/batches', false, '优惠券批次列表（已核销 / 已使用数量）'),
  adminCouponBatchCodes: adm('POST', 'coupons/batchCodes', false, '一个批次的全部券码，含核销人与使用订单'),
  adminRevenue: adm('POST', 'revenue', false, '按月（北京时间）收入：实收、退款、净额、订单数'),
  adminAuditLog: adm('POST', 'audit', false, '运营操作日志（谁、做了什么、何时、前后状态），分页'),
  adminNotices: adm('POST', 'notices', false, '资讯（新闻、公告、干货文章）全部列表，含 Markdown 原文'),
  adminNoticeSave: adm('POST', 'notices/save', true, '新建或修改一条资讯（类型、标题、摘要、Markdown 正文、发布时间）'),
  adminNoticeDelete: adm('POST', 'notices/delete', true, '下线（删除）一条资讯'),
  adminNoticePreview: adm('POST', 'notices/preview', false, '预览：Markdown 按公开页面的方式渲染并清洗后的 HTML'),
} as const satisfies Record<string, TRouteDef>;
