import { randomUUID } from 'node:crypto';
import { signAliyunRpc } from '../sms/aliyun-sign.js';
import {
  type TDocumentStatus,
  type TImageBatchStatus,
  TranslatorError,
  type TTranslator,
} from '../translator-types.js';

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
  method: 'GET' | 'POST' = 'POST',
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
  return { ...all, Signature: signAliyunRpc(all, cfg.accessKeySecret, method) };
};

type TMtReply = { Code?: string | number; Message?: string; Data?: Record<string, unknown> };

/** Alibaba Cloud Machine Translation over its RPC API (POST, form-encoded, HMAC-SHA1 signed). */
export const createAliyunTranslator = (cfg: TMtConfig, deps: TMtDeps = {}): TTranslator => {
  const doFetch = deps.fetch ?? fetch;
  const refusal = (action: string, reply: TMtReply) => {
    const code = String(reply.Code ?? '');
    const kind = code === '105' ? 'language' : code === '104' && action.startsWith('Get') ? 'task' : 'failed';
    return new TranslatorError(kind, `alimt ${action}: ${code} ${reply.Message ?? ''}`.trim());
  };
  /** One signed call; the whole reply (document translation and detection answer at the top level). */
  const send = async (
    action: string,
    params: Record<string, string>,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<TMtReply & Record<string, unknown>> => {
    const query = new URLSearchParams(
      signedMtParams(cfg, action, params, deps.now?.() ?? new Date(), deps.nonce?.() ?? randomUUID(), method),
    );
    try {
      const res =
        method === 'GET'
          ? await doFetch(`${cfg.endpoint}?${query}`, { signal: AbortSignal.timeout(30_000) })
          : await doFetch(cfg.endpoint, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: query,
              signal: AbortSignal.timeout(30_000),
            });
      return (await res.json()) as TMtReply & Record<string, unknown>;
    } catch (err) {
      throw new TranslatorError('failed', `alimt ${action}: ${(err as Error).message}`);
    }
  };
  /** Text and picture actions: Code 200 with Data, else a refusal. */
  const call = async (action: string, params: Record<string, string>): Promise<Record<string, unknown>> => {
    const reply = await send(action, params);
    if (String(reply.Code) !== '200' || !reply.Data) {
      throw refusal(action, reply);
    }
    return reply.Data;
  };
  /** Document and detection actions: their fields at the top level; a Code there is a refusal. */
  const topLevel = async (
    action: string,
    params: Record<string, string>,
    field: string,
    method: 'GET' | 'POST' = 'POST',
  ) => {
    const reply = await send(action, params, method);
    if ((reply.Code !== undefined && String(reply.Code) !== '200') || reply[field] === undefined) {
      throw refusal(action, reply);
    }
    return reply;
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
    detectLanguage: async (text) =>
      String(
        (await topLevel('GetDetectLanguage', { SourceText: text.slice(0, 1000) }, 'DetectedLanguage')).DetectedLanguage,
      ),
    submitDocument: async (url, from, to) => {
      const reply = await topLevel(
        'CreateDocTranslateTask',
        { FileUrl: url, SourceLanguage: from, TargetLanguage: to, Scene: 'general' },
        'TaskId',
      );
      return String(reply.TaskId);
    },
    documentResult: async (taskId): Promise<TDocumentStatus> => {
      // Aliyun takes this one by GET only.
      const reply = await topLevel('GetDocTranslateTask', { TaskId: taskId }, 'Status', 'GET');
      if (reply.Status === 'translated') {
        return {
          status: 'finished',
          url: String(reply.TranslateFileUrl ?? ''),
          pageCount: Number(reply.PageCount ?? 0),
          error: null,
        };
      }
      if (reply.Status === 'error') {
        const error = String(reply.TranslateErrorMessage ?? reply.TranslateErrorCode ?? 'error');
        return { status: 'failed', url: null, pageCount: null, error };
      }
      return { status: 'running', url: null, pageCount: null, error: null };
    },
  };
};
