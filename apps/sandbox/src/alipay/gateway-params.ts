import { rsa2Verify, signContent } from './alipay-crypto.js';
import { ALIPAY_APPS, type TAlipayApp } from './apps.js';

export type TGatewayError = { code: string; msg: string; sub_code: string; sub_msg: string };

export type TGatewayRequest = {
  method: string;
  app: TAlipayApp;
  params: Record<string, string>;
  biz: Record<string, unknown>;
};

const invalid = (sub_code: string, sub_msg: string): TGatewayError => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code,
  sub_msg,
});

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * The gateway's checks before any method runs, in Alipay's order: method, app_id, charset, sign_type, timestamp,
 * version, then the RSA2 signature over every parameter but `sign` (sign_type included) with the app's public key.
 */
export const checkGatewayRequest = (
  params: Record<string, string>,
): { ok: true; request: TGatewayRequest } | { ok: false; method: string; error: TGatewayError } => {
  const method = params.method ?? '';
  const fail = (error: TGatewayError) => ({ ok: false as const, method, error });
  if (!method) {
    return fail({
      code: '40001',
      msg: 'Missing Required Arguments',
      sub_code: 'isv.missing-method',
      sub_msg: '缺少方法名参数',
    });
  }
  if (!params.app_id) {
    return fail({
      code: '40001',
      msg: 'Missing Required Arguments',
      sub_code: 'isv.missing-app-id',
      sub_msg: '缺少AppID参数',
    });
  }
  const app = Object.hasOwn(ALIPAY_APPS, params.app_id) ? ALIPAY_APPS[params.app_id] : undefined;
  if (!app) {
    return fail(invalid('isv.invalid-app-id', '无效的AppID参数'));
  }
  if (params.charset && params.charset.toLowerCase() !== 'utf-8') {
    return fail(invalid('isv.invalid-charset', '字符集错误'));
  }
  if (params.sign_type !== 'RSA2') {
    return fail(invalid('isv.invalid-signature-type', '无效的签名类型'));
  }
  // The format is checked; the SDK writes the caller's local time, so no clock window is applied here.
  if (!params.timestamp || !TIMESTAMP.test(params.timestamp)) {
    return fail(invalid('isv.invalid-timestamp', '非法的时间戳参数'));
  }
  if (params.version !== '1.0') {
    return fail(invalid('isv.invalid-parameter', '版本号错误'));
  }
  if (!params.sign) {
    return fail({
      code: '40001',
      msg: 'Missing Required Arguments',
      sub_code: 'isv.missing-signature',
      sub_msg: '缺少签名参数',
    });
  }
  const content = signContent(params, ['sign']);
  if (!rsa2Verify(content, params.sign, app.publicKey)) {
    return fail(
      invalid(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      ),
    );
  }
  let biz: Record<string, unknown> = {};
  if (params.biz_content) {
    try {
      const parsed = JSON.parse(params.biz_content) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('not an object');
      }
      biz = parsed as Record<string, unknown>;
    } catch {
      return fail(invalid('isv.invalid-parameter', 'biz_content参数不是合法的JSON'));
    }
  }
  return { ok: true, request: { method, app, params, biz } };
};
