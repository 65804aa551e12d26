import type { FastifyReply, FastifyRequest } from 'fastify';
import { type TWechatPayMerchant, WECHATPAY_MERCHANTS } from './merchants.js';
import { parseAuthorization, requestMessage, verifySha256Rsa } from './wechatpay-crypto.js';

declare module 'fastify' {
  interface FastifyRequest {
    wechatpayRaw?: string;
    wechatpayMerchant?: TWechatPayMerchant;
  }
}

/** Authorization timestamps further than this from the server clock are refused. */
const CLOCK_WINDOW_S = 300;

export const wxError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/**
 * Checks `Authorization: WECHATPAY2-SHA256-RSA2048 …` the way api.mch.weixin.qq.com does: the merchant's registered
 * key over METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n, with the raw body bytes as sent.
 */
export const checkAuthorization =
  (now: () => number) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth) {
      return void wxError(reply, 401, 'SIGN_ERROR', 'Authorization不合法');
    }
    const merchant = Object.hasOwn(WECHATPAY_MERCHANTS, auth.mchid) ? WECHATPAY_MERCHANTS[auth.mchid] : undefined;
    if (!merchant) {
      return void wxError(reply, 400, 'MCH_NOT_EXISTS', '商户号不存在');
    }
    if (auth.serial_no.toUpperCase() !== merchant.serialNo) {
      return void wxError(reply, 401, 'SIGN_ERROR', '商户证书序列号有误。请使用签名私钥匹配的证书序列号');
    }
    const ts = Number(auth.timestamp);
    if (!/^\d+$/.test(auth.timestamp) || Math.abs(now() / 1000 - ts) > CLOCK_WINDOW_S) {
      return void wxError(reply, 401, 'SIGN_ERROR', 'Authorization中的timestamp已过期或格式不正确');
    }
    const message = requestMessage(req.method, req.url, auth.timestamp, auth.nonce_str, req.wechatpayRaw ?? '');
    if (!verifySha256Rsa(message, auth.signature, merchant.publicKey)) {
      return void wxError(reply, 401, 'SIGN_ERROR', '签名错误，请检查后再试');
    }
    req.wechatpayMerchant = merchant;
  };
