import { randomUUID } from 'node:crypto';
import { percentEncode, signRpc, type TRpcParams } from './rpc-signature.js';

export const T0 = Date.parse('2025-03-01T08:00:00Z');

export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A correctly signed SendSms parameter set, as a well-behaved client would build it; overrides are signed too. */
export const signedSendSms = (input: {
  now: number;
  phone?: string;
  code?: string;
  method?: 'GET' | 'POST';
  secret?: string;
  overrides?: Partial<TRpcParams>;
}): TRpcParams => {
  const params: TRpcParams = {
    AccessKeyId: 'sandbox-ak',
    Action: 'SendSms',
    Format: 'JSON',
    RegionId: 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: isoSeconds(input.now),
    Version: '2017-05-25',
    PhoneNumbers: input.phone ?? '13800138000',
    SignName: '跨境卖家助手',
    TemplateCode: 'SMS_LOGIN_0001',
    TemplateParam: JSON.stringify({ code: input.code ?? '123456' }),
  };
  for (const [key, value] of Object.entries(input.overrides ?? {})) {
    if (value === undefined) {
      delete params[key];
    } else {
      params[key] = value;
    }
  }
  params.Signature = signRpc(params, input.secret ?? 'sandbox-secret', input.method ?? 'GET');

  return params;
};

export const toQuery = (params: TRpcParams): string =>
  Object.entries(params)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');

/** A clock the test moves by hand. */
export const fakeClock = (start = T0) => {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    set: (ms: number) => {
      t = ms;
    },
  };
};
