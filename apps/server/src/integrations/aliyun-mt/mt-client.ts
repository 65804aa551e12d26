import { randomUUID } from 'node:crypto';
import { signAliyunRpc } from '../sms/aliyun-sign.js';
import { type TImageBatchStatus, TranslatorError, type TTranslator } from '../translator-types.js';

export type TMtConfig = { endpoint: string; accessKeyId: string; accessKeySecret: string };
type TMtDeps = { fetch?: typeof fetch; now?: () => Date; nonce?: () => string };

/** Aliyun's RPC timestamp: UTC ISO 8601 to the second. */
const rpcTimestamp = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** The signed parameters of one alimt (2018-10-12) RPC call: common parameters, the action's, then Signature. */
export const signedMtParams = (
  cfg: TMtConfig,
  action: string,
  params: Record<string, string>,
  at: Date,
  nonce: string,
): Record<string, string> => {
  const all: Record<string, string> = {
    Format: 'JSON',
    Version: '2018-10-12',
    AccessKeyId: cfg.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: nonce,
    Timestamp: rpcTimestamp(at),
    Action: action,
    ...params,
  };
  return { ...all, Signature: signAliyunRpc(all, cfg.accessKeySecret, 'POST') };
};

type TMtReply = { Code?: string | number; Message?: string; Data?: Record<string, unknown> };

/** Alibaba Cloud Machine Translation over its RPC API (POST, form-encoded, HMAC-SHA1 signed). */
export const createAliyunTranslator = (cfg: TMtConfig, deps: TMtDeps = {}): TTranslator => {
  const doFetch = deps.fetch ?? fetch;
  const call = async (action: string, params: Record<string, string>): Promise<Record<string, unknown>> => {
    const body = new URLSearchParams(
      signedMtParams(cfg, action, params, deps.now?.() ?? new Date(), deps.nonce?.() ?? randomUUID()),
    );
    let reply: TMtReply;
    try {
      const res = await doFetch(cfg.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      reply = (await res.json()) as TMtReply;
    } catch (err) {
      throw new TranslatorError('failed', `alimt ${action}: ${(err as Error).message}`);
    }
    if (String(reply.Code) !== '200' || !reply.Data) {
      const code = String(reply.Code ?? '');
      const kind = code === '105' ? 'language' : code === '104' && action.startsWith('Get') ? 'task' : 'failed';
      throw new TranslatorError(kind, `alimt ${action}: ${code} ${reply.Message ?? ''}`.trim());
    }
    return reply.Data;
  };
  return {
    translateText: async (text, from, to, scene) => {
      const common = { FormatType: 'text', SourceLanguage: from, TargetLanguage: to, SourceText: text };
      const data =
        scene === 'general'
          ? await call('TranslateGeneral', { ...common, Scene: 'general' })
          : await call('TranslateECommerce', { ...common, Scene: scene });
      return String(data.Translated ?? '');
    },
    submitImages: async (urls, from, to) => {
      const data = await call('TranslateImageBatch', {
        ImageUrls: urls.join(','),
        SourceLanguage: from,
        TargetLanguage: to,
        Field: 'e-commerce',
      });
      return String(data.TaskId ?? '');
    },
    imageResult: async (taskId): Promise<TImageBatchStatus> => {
      const data = await call('GetTranslateImageBatchResult', { TaskId: taskId });
      const results = (data.Result ?? []) as {
        SourceImageUrl: string;
        FinalImageUrl: string;
        Success: boolean;
        Message?: string;
      }[];
      if (data.Status !== 'finished') {
        return { status: 'running', images: [] };
      }
      return {
        status: 'finished',
        images: results.map((r) => ({
          sourceUrl: r.SourceImageUrl,
          url: r.Success ? r.FinalImageUrl : null,
          error: r.Success ? null : (r.Message ?? 'failed'),
        })),
      };
    },
  };
};
