export type TWechatApp = { secret: string; name: string };

/** Website apps (网站应用) registered on the sandbox's open platform. */
export const WECHAT_APPS: Readonly<Record<string, TWechatApp>> = {
  'wx-sandbox-app': { secret: 'wx-sandbox-secret', name: '跨境卖家助手' },
};
