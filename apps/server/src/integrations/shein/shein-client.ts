import { MarketplacePermanentError } from '../marketplace-types.js';
import { requestJson } from '../temu/market-http.js';
import { obj, str } from '../temu/market-read.js';
import { sheinError } from './shein-errors.js';
import { decryptSecretKey, sheinRandomKey, signShein } from './shein-sign.js';

export type TSheinConfig = {
  /** https://openapi.sheincorp.com (semi-managed / self-operated); `${SANDBOX}/shein-open` locally. */
  apiBase: string;
  /** https://openapi-sem.sheincorp.com; `${SANDBOX}/shein-sem` locally. */
  empowerBase: string;
  appId: string;
  appSecretKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** Tests pin the random key; production draws a fresh one per call. */
  randomKey?: () => string;
};

/** What a seller's authorisation yields; the pair never expires, it dies when the seller revokes it. */
export type TSheinCreds = { openKeyId: string; secretKey: string; supplierId?: string; supplierBusinessMode?: string };
export type TSheinAuth = TSheinCreds & {
  supplierId: string;
  appId: string;
  state: string;
  supplierSource: string;
  supplierBusinessMode: string;
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** §2.2 step 1: Shein wants the callback URL base64-encoded, inside the hash route. */
export const sheinAuthorizeUrl = (p: { empowerBase: string; appId: string; redirectUrl: string; state: string }) => {
  const query = new URLSearchParams({
    appid: p.appId,
    redirectUrl: Buffer.from(p.redirectUrl, 'utf8').toString('base64'),
    state: p.state,
  });
  return `${trimSlash(p.empowerBase)}/#/empower?${query}`;
};

export const sheinSandboxConfig = (sandboxUrl: string) => ({
  apiBase: `${trimSlash(sandboxUrl)}/shein-open`,
  empowerBase: `${trimSlash(sandboxUrl)}/shein-sem`,
  appId: 'KSA-SHEIN-APP-0001',
  appSecretKey: '8F3A1C2B4D5E6F708192A3B4C5D6E7F8',
});

export const createSheinClient = (cfg: TSheinConfig) => {
  const apiBase = trimSlash(cfg.apiBase);
  const http = { source: 'shein' as const, fetch: cfg.fetch ?? fetch, timeoutMs: cfg.timeoutMs ?? 15_000 };
  const now = cfg.now ?? (() => new Date());
  const randomKey = cfg.randomKey ?? sheinRandomKey;

  const post = async (path: string, body: unknown, idHeader: Record<string, string>, id: string, secret: string) => {
    const timestamp = now().getTime();
    const { status, body: reply } = await requestJson(http, `${apiBase}${path}`, {
      method: 'POST',
      headers: {
        ...idHeader,
        'x-lt-timestamp': String(timestamp),
        'x-lt-signature': signShein(id, secret, path, timestamp, randomKey()),
        'content-type': 'application/json;charset=UTF-8',
      },
      body: JSON.stringify(body ?? {}),
    });
    const envelope = obj(reply);
    if (str(envelope.code) !== '0') {
      throw sheinError(status, str(envelope.code, `HTTP_${status}`), str(envelope.msg));
    }
    return envelope.info;
  };

  // A secretKey that does not decrypt means our APP_SECRET_KEY is not this app's: configuration, not the seller.
  const decrypt = (cipher: string): string => {
    try {
      return decryptSecretKey(cipher, cfg.appSecretKey);
    } catch {
      throw new MarketplacePermanentError('shein', 'BAD_SECRET_KEY', 'secretKey does not decrypt with APP_SECRET_KEY');
    }
  };

  return {
    authorizeUrl: (redirectUrl: string, state: string) =>
      sheinAuthorizeUrl({ empowerBase: cfg.empowerBase, appId: cfg.appId, redirectUrl, state }),

    /** §2.2 steps 3–5: trade the callback's tempToken (10 min) for the seller's openKeyId and decrypted secretKey. */
    async exchangeTempToken(tempToken: string): Promise<TSheinAuth> {
      const path = '/open-api/auth/get-by-token';
      const info = obj(await post(path, { tempToken }, { 'x-lt-appid': cfg.appId }, cfg.appId, cfg.appSecretKey));
      return {
        openKeyId: str(info.openKeyId),
        secretKey: decrypt(str(info.secretKey)),
        supplierId: str(info.supplierId),
        appId: str(info.appid),
        state: str(info.state),
        supplierSource: str(info.supplierSource),
        supplierBusinessMode: str(info.supplierBusinessMode),
      };
    },

    /** One signed call on behalf of a seller; resolves to `info`, throws MarketplaceError otherwise. */
    call: (path: string, body: unknown, creds: TSheinCreds): Promise<unknown> =>
      post(path, body, { 'x-lt-openKeyId': creds.openKeyId }, creds.openKeyId, creds.secretKey),
  };
};

export type TSheinClient = ReturnType<typeof createSheinClient>;
