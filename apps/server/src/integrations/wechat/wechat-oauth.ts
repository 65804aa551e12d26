export type TWechatOAuthConfig = {
  /** https://open.weixin.qq.com in production; the sandbox locally. */
  openBaseUrl: string;
  /** https://api.weixin.qq.com in production; the sandbox locally. */
  apiBaseUrl: string;
  appId: string;
  appSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type TWechatToken = { openid: string; unionid: string | null; accessToken: string };
export type TWechatUserInfo = { openid: string; unionid: string | null; nickname: string; headimgurl: string };

/** WeChat's own errcode/errmsg; -1 (WeChat's "system busy") also stands for transport failures and odd replies. */
export class WechatOAuthError extends Error {
  readonly errcode: number;

  constructor(errcode: number, errmsg: string) {
    super(`WeChat OAuth failed: ${errcode} ${errmsg}`);
    this.name = 'WechatOAuthError';
    this.errcode = errcode;
  }
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Website QR login (snsapi_login): build the QR page URL, trade the code for a token, read the profile. */
export const createWechatOAuth = (cfg: TWechatOAuthConfig) => {
  const doFetch = cfg.fetch ?? fetch;
  const openBase = trimSlash(cfg.openBaseUrl);
  const apiBase = trimSlash(cfg.apiBaseUrl);
  const timeoutMs = cfg.timeoutMs ?? 5_000;

  // WeChat answers errors with HTTP 200 and {errcode, errmsg}, sometimes as text/plain, so parse the text ourselves.
  const getJson = async (path: string, query: Record<string, string>): Promise<Record<string, unknown>> => {
    let text: string;
    try {
      const res = await doFetch(`${apiBase}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      throw new WechatOAuthError(-1, error instanceof Error ? error.name : 'network error');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new WechatOAuthError(-1, 'response is not JSON');
    }
    if (typeof body !== 'object' || body === null) {
      throw new WechatOAuthError(-1, 'response is not an object');
    }
    const reply = body as Record<string, unknown>;
    if (typeof reply.errcode === 'number' && reply.errcode !== 0) {
      throw new WechatOAuthError(reply.errcode, String(reply.errmsg ?? ''));
    }

    return reply;
  };

  return {
    qrConnectUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        appid: cfg.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${openBase}/connect/qrconnect?${query}#wechat_redirect`;
    },

    async exchangeCode(code: string): Promise<TWechatToken> {
      const reply = await getJson('/sns/oauth2/access_token', {
        appid: cfg.appId,
        secret: cfg.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const openid = str(reply.openid);
      const accessToken = str(reply.access_token);
      if (!openid || !accessToken) {
        throw new WechatOAuthError(-1, 'access_token reply without openid/access_token');
      }

      // unionid only exists when the app is bound to an open-platform account.
      return { openid, unionid: str(reply.unionid), accessToken };
    },

    async getUserInfo(accessToken: string, openid: string): Promise<TWechatUserInfo> {
      const reply = await getJson('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
      const replyOpenid = str(reply.openid);
      if (replyOpenid !== openid) {
        throw new WechatOAuthError(-1, 'userinfo reply for another openid');
      }

      return {
        openid,
        unionid: str(reply.unionid),
        nickname: typeof reply.nickname === 'string' ? reply.nickname : '',
        headimgurl: typeof reply.headimgurl === 'string' ? reply.headimgurl : '',
      };
    },
  };
};

export type TWechatOAuth = ReturnType<typeof createWechatOAuth>;
