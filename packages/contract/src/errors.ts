import { ResultCode } from './envelope.js';

type TErrorDef = { code: number; http: number; msg: string };
const e = (msg: string, http = 400, code: number = ResultCode.error): TErrorDef => ({ code, http, msg });

/**
 * Every message a user can see comes from here. Texts quoted in the spec are kept verbatim
 * (spec accounts-and-shops §5, §8; data-and-tools §8); the rest are ours in the same voice.
 * `{n}` / `{field}` are filled by formatError.
 */
export const Errors = {
  // generic
  // delivery centre (issue 14)
  DELIVERY_REFUSED: e('平台拒绝了该操作：{reason}'),
  DELIVERY_KEY_CONFLICT: e('该操作编号已用于另一操作，请刷新后重试', 409),
  DELIVERY_NO_OPEN_API: e('该店铺未授权 Temu Open API，无法操作发货单', 400),
  DELIVERY_READONLY_PLATFORM: e('SHEIN 备货单暂不支持在此操作，请在 SHEIN 后台处理'),
  // listing tools (issue 17): uploads to marketplace storage (spec data §8), translation, our own files
  UPLOAD_IMAGE_SIGNATURE_FAILED: e('获取图片上传前签名出错', 502),
  UPLOAD_SIGNATURE_FAILED: e('获取上传前签名出错', 502),
  UPLOAD_FAILED: e('上传失败', 502),
  UPLOAD_PART_FAILED: e('上传失败，请重试', 502),
  UPLOAD_INIT_FAILED: e('获取大文件上传初始信息出错！', 502),
  TRANSLATE_FAILED: e('翻译服务暂时不可用，请稍后重试', 502),
  TRANSLATE_LANGUAGE_UNSUPPORTED: e('翻译服务不支持该语种：{lang}'),
  TRANSLATE_TASK_NOT_FOUND: e('翻译任务不存在或已过期', 404, ResultCode.notFound),
  COLLECT_LINK_UNKNOWN: e(
    '无法识别该商品链接，支持 1688、Amazon、TEMU、AliExpress、Lazada、SHEIN、Walmart、Shopee、Mercado Libre',
  ),
  COLLECT_PAGE_UNREADABLE: e('未能读取该商品页面，请稍后重试或用插件在商品页采集', 502),
  OSS_FILE_MISSING: e('请选择要上传的文件'),
  OSS_FILE_TYPE: e('不支持的文件类型，仅支持 jpeg、png、webp、gif 图片和 PDF'),
  OSS_FILE_TOO_LARGE: e('文件过大，最大 {mb} MB', 413),
  UNKNOWN: e('未知错误', 500),
  BAD_REQUEST: e('请求参数错误'),
  FX_UNAVAILABLE: e('汇率数据暂不可用，无法合计不同币种的金额，请稍后再试'),
  FIELD_INVALID: e('{field}格式不正确'),
  FIELD_TOO_LONG: e('{field}过长'),
  UNSUPPORTED_MEDIA_TYPE: e('不支持的请求格式', 415),
  BODY_TOO_LARGE: e('请求内容过大', 413),
  RESPONSE_INVALID: e('服务器返回的数据格式不正确，请刷新页面后重试', 502),
  NOT_FOUND: e('数据不存在', 404, ResultCode.notFound),
  ROUTE_NOT_FOUND: e('接口不存在', 404, ResultCode.notFound),
  LOGIN_EXPIRED: e('登录已过期，请重新登录', 401, ResultCode.unauthorized),
  FORBIDDEN: e('版块功能受限，联系BOSS获取使用许可', 403, ResultCode.forbidden),
  NO_COST_PERMISSION: e('无权限，联系BOSS获取权限', 403, ResultCode.forbidden),
  VISITOR_READONLY: e('游客模式仅供预览，请登录或注册后操作', 403, ResultCode.forbidden),
  VISITOR_BLOCKED: e('Request was blocked by the interceptor', 403, ResultCode.forbidden),
  TOO_MANY_REQUESTS: e('请求过于频繁，请稍后再试', 429, ResultCode.tooMany),
  REFRESH_TOO_SOON: e('数据刚刷新过，请{n}秒后再试', 429, ResultCode.tooMany),
  OPERATION_OK: e('操作成功', 200, ResultCode.ok),
  SHOP_EMPTY: e('shop is empty', 400, ResultCode.shopEmpty),
  // data the browser plugin collects from the seller centre (issue 16)
  PLUGIN_DAY_OUT_OF_RANGE: e('{day} 不在可上报的日期范围内：须是近 400 天内、不晚于今天的日期'),
  // selection tool (issue 17)
  SELECTION_SEARCH_NAME: e('请输入搜索条件名称（1-40 个字）'),
  SELECTION_SEARCH_EXISTS: e('已有同名的搜索条件，请换一个名称'),
  SELECTION_SEARCH_LIMIT: e('最多保存 {n} 条搜索条件，请先删除不用的'),
  APP_NOT_RELEASED: e('安卓 APP 尚未发布，请使用网页版或稍后再试', 404, ResultCode.notFound),
  DOWNLOAD_NOT_FOUND: e('该安装包暂未提供下载', 404, ResultCode.notFound),
  // news and notices (issue 13)
  NOTICE_NOT_FOUND: e('该资讯不存在或已下线', 404, ResultCode.notFound),
  NOTICE_TYPE_INVALID: e('资讯类型须为 news、announcement 或 article'),

  // login / register (spec §5 Login)
  PHONE_REQUIRED: e('请输入手机号'),
  PHONE_FORMAT: e('请输入正确的手机号'),
  PASSWORD_REQUIRED: e('请输入密码'),
  PASSWORD_FORMAT: e('密码必须为6-12位字符组合'),
  CODE_REQUIRED: e('请输入验证码'),
  CODE_FORMAT: e('验证码为6位数字'),
  CONFIRM_PASSWORD_REQUIRED: e('请再次输入密码'),
  PASSWORD_MISMATCH: e('两次密码不一致'),
  TERMS_REQUIRED: e('请确定已同意用户服务协议'),
  LOGIN_FAILED: e('登录失败'),
  REGISTER_FAILED: e('注册失败'),
  PASSWORD_WRONG: e('账号或密码错误'),
  LOGIN_DELAYED: e('密码错误次数过多，请{n}秒后再试', 429, ResultCode.tooMany),
  PHONE_ALREADY_REGISTERED: e('该手机号已注册，请直接登录'),
  ACCOUNT_NO_PASSWORD: e('该账号未设置密码，请使用验证码登录或找回密码'),
  PASSWORD_ALREADY_SET: e('您已设置过登录密码，如需修改请使用找回密码'),

  // verification codes
  SEND_OK: e('信息发送成功', 200, ResultCode.ok),
  SEND_FAILED: e('信息发送失败', 502),
  SEND_TOO_SOON: e('验证码已发送，请{n}秒后再试', 429, ResultCode.tooMany),
  SEND_DAILY_LIMIT: e('该手机号今日获取验证码次数已达上限，请明天再试', 429, ResultCode.tooMany),
  SEND_PROVIDER_LIMIT: e('验证码发送过于频繁，请稍后再试', 429, ResultCode.tooMany),
  SEND_IP_LIMIT: e('获取验证码过于频繁，请稍后再试', 429, ResultCode.tooMany),
  CODE_WRONG: e('验证码输入错误'),
  CODE_EXPIRED: e('验证码已失效，请重新获取'),
  CODE_TOO_MANY_TRIES: e('验证码错误次数过多，请重新获取'),

  // reset password page (spec §5 Password reset)
  RESET_PHONE_REQUIRED: e('您没有填写手机号'),
  RESET_PHONE_FORMAT: e('手机号格式错误'),
  PHONE_NOT_REGISTERED: e('您还未注册'),
  RESET_CODE_REQUIRED: e('您没有输入验证码'),
  RESET_PASSWORD_REQUIRED: e('您没有输入密码'),
  RESET_PASSWORD_MISMATCH: e('两次密码输入不一致'),

  // bind phone / wechat (spec §5 Bind phone)
  BINDPHONE_PHONE_EMPTY: e('手机号不能为空'),
  BINDPHONE_PHONE_FORMAT: e('请输入正确的手机号'),
  BINDPHONE_PASSWORD_EMPTY: e('密码不能为空'),
  BINDPHONE_CODE_EMPTY: e('验证码不能为空'),
  PHONE_TAKEN: e('该手机号已绑定其他账号'),
  WECHAT_LOGIN_EXPIRED: e('二维码已失效，请刷新后重新扫码'),
  WECHAT_LOGIN_PENDING: e('等待扫码确认'),
  WECHAT_FAILED: e('微信登录失败，请重试', 502),

  // bind marketplace account form (spec §5 Bind form)
  BIND_ACCOUNT_REQUIRED: e('请输入账号'),
  BIND_CREDENTIALS_REQUIRED: e('请输入账号和密码！'),
  BIND_CODE_NOT_FETCHED: e('绑定异常，请重新获取验证码！'),
  BIND_CREDENTIALS_CHANGED: e('当前账号密码与获取验证码时不一致，请重新获取验证码！'),
  BIND_CODE_REQUIRED: e('请输入验证码！'),
  BIND_FAILED: e('绑定失败'),
  BIND_OK: e('绑定成功', 200, ResultCode.ok),
  BIND_OK_NO_CODE: e('绑定成功，无需等待验证码', 200, ResultCode.ok),
  BIND_LOGGED_IN: e('登录成功，正在获取店铺列表…', 200, ResultCode.ok),
  BIND_SYNCING: e('已获取{n}个店铺，正在同步店铺数据…', 200, ResultCode.ok),
  TEMU_WRONG_PASSWORD: e('Temu账号和密码错误'),
  TEMU_LOGIN_LOCKED: e('Temu账号登录尝试次数过多，请10分钟后再试'),
  SHOP_ALREADY_BOUND: e('该账号下的店铺已被其他账号绑定'),
  ACCOUNT_NOT_BOUND: e('该账号尚未绑定，无法重新绑定'),
  MARKETPLACE_UNAVAILABLE: e('平台服务暂时不可用，请稍后重试', 502),
  TEMU_NEEDS_RELOGIN: e('该主账号需要重新登录，请BOSS在绑定主账号中重新绑定'),
  TEMU_TOKEN_INVALID: e('access_token 无效或已过期，请在 Temu 卖家中心重新授权后复制'),
  AUTH_PAGE_FAILED: e('获取授权页面失败！', 502),
  AUTHORIZED_OK: e('授权成功！', 200, ResultCode.ok),
  AUTH_CANCELLED: e('已取消授权'),
  BIND_STARTED: e('正在绑定，请稍候', 200, ResultCode.ok),

  // staff assignment (spec §5 Add manager modal, Assignment)
  MGR_PHONE_REQUIRED: e('请输入手机号码'),
  MGR_CONFIRM_REQUIRED: e('请再次输入密码'),
  MGR_PASSWORD_MISMATCH: e('两次密码输入不一致!'),
  MGR_SHOPS_REQUIRED: e('请选择店铺名称'),
  ASSIGN_PHONE_EMPTY: e('手机号不能为空'),
  ASSIGN_PHONE_FORMAT: e('请输入正确的手机号'),
  ASSIGN_PHONE_INVALID: e('请输入有效的手机号'),
  ASSIGN_SHOPS_REQUIRED: e('请选择要分配的店铺'),
  ASSIGN_PASSWORD_EMPTY: e('密码不能为空'),
  ASSIGN_WAIT_VERIFY: e('正在校验手机号，请稍候'),
  ASSIGN_FAILED: e('分配失败'),
  PHONE_IS_MANAGER: e('该手机号已被分配为店长/财务，不能分配为仓库发货员'),
  STAFF_PHONE_OTHER: e('该手机号已注册为其他账号，无法分配'),
  STAFF_ROLE_CONFLICT: e('该手机号已是{role}，不能重复分配'),
  SHIPPER_EXISTS: e('该仓库发货员已存在'),
  STAFF_CONSENT_REQUIRED: e('该手机号还不是您的员工，请向其手机发送验证码，凭对方收到的验证码添加'),
  STAFF_OWN_PASSWORD: e('新员工的登录密码由本人首次登录后设置，BOSS 不能代为设置'),
  OPERATOR_SHOP_OUTSIDE: e('所选店铺不属于所选主账号'),
  NO_DATA_MANAGER: e('暂无可操作数据，请添加管理员'),
  NO_DATA_SHIPPER: e('暂无可操作数据，请添加仓库发货员'),
  OPERATOR_ENTITY_REQUIRED: e('请选择主账号'),
  OPERATOR_SHOP_REQUIRED: e('请选择店铺名称'),

  // shops and groups (spec §5 Shop rename, Shops/groups)
  SHOP_NAME_EMPTY: e('请输入文字'),
  SHOP_NAME_TOO_LONG: e('店铺名称不能超过256个字符'),
  SHOP_NAME_DUPLICATE: e('店铺名称不可与其它店铺重复'),
  PRODUCT_NAME_TOO_LONG: e('商品名称不能超过256个字符'),

  // costs and the product list (/account/manager, issue 10)
  COST_REQUIRED: e('请输入成本价'),
  COST_FORMAT: e('成本价格式不正确'),
  COST_DATE_INVALID: e('生效日期无效：请填写不晚于今天的日期（YYYY-MM-DD）'),
  COST_IMPORT_DATE_INVALID: e(
    '第{row}行的生效日期“{value}”无效：请填写不晚于今天的日期（YYYY-MM-DD）。本次导入未做任何更改',
  ),
  PAGE_SIZE_INVALID: e('每页条数须为 1 到 100 之间的整数'),
  HIDE_ALL: e('请至少需保留一个店铺数据，不可全部隐藏'),
  DELETE_LAST_TAB: e('请至少需保留一个店铺数据，不可删除'),
  NO_SHOP_TO_RESTORE: e('暂无可恢复店铺~'),
  NO_SHOP_BOUND: e('您当前还未绑定店铺，请绑定后再进行查看'),
  NO_SHOP_BOUND_SETTING: e('您当前还未绑定店铺，请绑定后再进行设置'),
  GROUP_EMPTY: e('当前分组里没有店铺，需添加后才可查看数据'),
  NO_GROUPS: e('当前还没有店铺组，请先新建店铺组'),
  GROUP_DELETE_FAILED: e('删除失败'),
  GROUP_NAME_TOO_LONG: e('分组名称不能超过16个字符'),
  GROUP_NAME_DUPLICATE: e('分组名称已存在'),
  UNBIND_FAILED: e('解绑失败'),
  DELETE_FAILED: e('删除失败'),
  EXPIRY_SOON: e('系统使用期限已不足24小时'),
  EXPIRED: e('系统使用期限已到期', 403, ResultCode.forbidden),
  FOLDER_MISSING: e('无法打开文件夹，因为图片未在本地采集'),

  // renewal and coupons (spec data §5 Renewal, §8 Coupon; issue 12)
  RENEW_SHOPS_REQUIRED: e('请选择要续费的店铺'),
  RENEW_MONTH_INVALID: e('续费月数须为 1 到 360 之间的整数'),
  PAY_TYPE_INVALID: e('请选择支付方式'),
  RENEW_PRICE_FORMAT: e('订单金额格式不正确'),
  RENEW_PRICE_MISMATCH: e('订单金额已变化，应付 ¥{price}，请确认后重新提交'),
  COUPON_EMPTY: e('优惠券码不能为空'),
  COUPON_NOT_REDEEMED: e('请先核销已输入的券码'),
  COUPON_NOT_FOUND: e('券码不存在，请检查后重新输入'),
  COUPON_ALREADY_REDEEMED: e('该券码已核销，可直接使用', 200, ResultCode.ok),
  COUPON_REDEEMED_OK: e('核销成功', 200, ResultCode.ok),
  COUPON_TAKEN: e('该券码已被使用'),
  COUPON_UNAVAILABLE: e('所选优惠券不可用（已使用，或已用于另一笔待支付订单）'),
  COUPON_TOO_MANY: e('使用的优惠券数量不能超过续费月数'),
  PAY_ORDER_NOT_FOUND: e('订单不存在', 404, ResultCode.notFound),
  PAY_ORDER_CLOSED: e('订单已关闭，请重新下单'),
  PAY_PROVIDER_FAILED: e('支付服务暂时不可用，请稍后重试', 502),

  // operator console (issue 12)
  ADMIN_FORBIDDEN: e('仅限运营人员访问', 403, ResultCode.forbidden),
  REFUND_NOT_ALLOWED: e('该订单未支付或已全额退款，不能退款'),
  REFUND_PENDING: e('该订单有一笔退款尚未完成，请先查询渠道状态'),
  REFUND_AMOUNT_INVALID: e('退款金额须大于 0，且不超过可退金额'),
  REFUND_REASON_REQUIRED: e('请填写退款原因（80 字以内）'),
  REFUND_PROVIDER_FAILED: e('支付渠道拒绝退款：{reason}', 502),
  COUPON_BATCH_COUNT_INVALID: e('生成数量须为 1 到 1000 之间的整数'),
  COUPON_VALUE_INVALID: e('面额须为大于 0 的金额（最多两位小数）'),
  COUPON_BATCH_NOT_FOUND: e('优惠券批次不存在', 404, ResultCode.notFound),
} as const satisfies Record<string, TErrorDef>;

export type TErrorId = keyof typeof Errors;

/** Success texts shown as toasts (spec §8). */
export const SuccessMsg = {
  ADD_OK: '添加成功',
  ASSIGN_OK: '分配成功',
  MODIFY_OK: '修改成功',
  DELETE_OK: '删除成功',
  UNBIND_OK: '解绑成功',
  SAVED: '保存成功',
  OPERATION_OK: '操作成功',
  HIDE_OK: '隐藏成功',
  REGISTER_OK: '注册成功',
  RESET_OK: '密码重置成功',
  PASSWORD_SET: '密码设置成功',
  LOGOUT_OK: '已退出登录',
} as const;

export const formatError = (id: TErrorId, params: Record<string, string | number> = {}): string =>
  Errors[id].msg.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

/** Client-side fallbacks when a reply carries no msg (spec §8). */
export const FallbackMsg = {
  unknown: '未知错误',
  login: '登录失败',
  register: '注册失败',
  send: '信息发送失败',
  bind: '绑定失败',
} as const;
