import { randomUUID } from 'node:crypto';
import { percentEncode, signAliyunRpc } from './aliyun-sign.js';

export type TSmsSender = { send(input: { phone: string; code: string }): Promise<{ bizId: string }> };

export type TAliyunSmsConfig = {
  /** https://dysmsapi.aliyuncs.com/ in production, the sandbox's /aliyun-sms/ locally. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** A send that did not go out. `code` is Aliyun's Code, or NetworkError/Timeout/BadResponse for transport failures. */
export class SmsSendError extends Error {
  readonly code: string;
  readonly requestId: string | undefined;

  constructor(code: string, detail: string, requestId?: string) {
    super(`Aliyun SMS failed: ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'SmsSendError';
    this.code = code;
    this.requestId = requestId;
  }
}

// Aliyun wants second precision in UTC: 2017-07-12T02:42:19Z.
const aliyunTimestamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

// SignatureDoesNotMatch echoes the string to sign, which contains the code: keep that out of errors and logs.
const safeDetail = (message: unknown): string =>
  typeof message === 'string'
    ? message
        .replace(/server string to sign is:.*$/s, '')
        .trim()
        .slice(0, 200)
    : '';

// undici reports "fetch failed" with the useful part (ECONNREFUSED…) in cause.code.
const causeOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : '';
};

type TAliyunReply = { Code?: unknown; Message?: unknown; RequestId?: unknown; BizId?: unknown };

const readReply = async (res: Response): Promise<TAliyunReply> => {
  try {
    const body: unknown = JSON.parse(await res.text());
    if (typeof body === 'object' && body !== null) {
      return body as TAliyunReply;
    }
  } catch {
    // fall through: not JSON
  }
  throw new SmsSendError('BadResponse', `HTTP ${res.status}`);
};

/** Sends a verification code through Aliyun SMS (RPC v1, POST form). Never logs: the code is a secret. */
export const createAliyunSmsSender = (cfg: TAliyunSmsConfig): TSmsSender => {
  const doFetch = cfg.fetch ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? 5_000;

  return {
    async send({ phone, code }) {
      const params: Record<string, string> = {
        AccessKeyId: cfg.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: aliyunTimestamp(),
        Version: '2017-05-25',
        PhoneNumbers: phone,
        SignName: cfg.signName,
        TemplateCode: cfg.templateCode,
        TemplateParam: JSON.stringify({ code }),
      };
      params.Signature = signAliyunRpc(params, cfg.accessKeySecret, 'POST');
      const body = Object.entries(params)
        .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
        .join('&');

      let res: Response;
      try {
        res = await doFetch(cfg.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(timedOut ? 'Timeout' : 'NetworkError', timedOut ? `${timeoutMs} ms` : causeOf(error));
      }
      const reply = await readReply(res);
      const requestId = typeof reply.RequestId === 'string' ? reply.RequestId : undefined;
      if (reply.Code !== 'OK') {
        const providerCode = typeof reply.Code === 'string' ? reply.Code : 'BadResponse';
        throw new SmsSendError(providerCode, safeDetail(reply.Message), requestId);
      }
      if (typeof reply.BizId !== 'string') {
        throw new SmsSendError('BadResponse', 'no BizId', requestId);
      }

      return { bizId: reply.BizId };
    },
  };
};
