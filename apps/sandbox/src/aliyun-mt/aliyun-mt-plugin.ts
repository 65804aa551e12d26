import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { createNonceStore } from '../sms/nonce-store.js';
import { newRequestId, renderError, rpcError, type TRpcReply } from '../sms/rpc-reply.js';
import { TIMESTAMP_WINDOW_MS, type TRpcApi, verifyRpcRequest } from '../sms/rpc-verify.js';
import { collectParams } from '../sms/sms-routes.js';
import { isTarget, translateZh } from './dictionary.js';
import { createDocTasks } from './doc-tasks.js';
import { createImageTasks } from './mt-tasks.js';
import { isSafetyLang, translateEn } from './safety-phrases.js';

/** The sandbox's machine-translation account (Aliyun access key → secret). */
export const MT_ACCESS_KEYS: Readonly<Record<string, string>> = { 'sandbox-mt-ak': 'sandbox-mt-secret' };
const MT_API: TRpcApi = {
  actions: [
    'TranslateGeneral',
    'TranslateECommerce',
    'TranslateImageBatch',
    'GetTranslateImageBatchResult',
    'GetDetectLanguage',
    'CreateDocTranslateTask',
    'GetDocTranslateTask',
  ],
  version: '2018-10-12',
  keys: MT_ACCESS_KEYS,
};
const MAX_TEXT = 5_000;

/** GetDetectLanguage's answer for the sandbox's languages: kana → ja, Han → zh, else en. */
const detectLanguage = (text: string) =>
  /[\u3040-\u30ff]/.test(text) ? 'ja' : /[\u3400-\u9fff]/.test(text) ? 'zh' : 'en';
const MAX_URLS = 20;

const send = (reply: FastifyReply, out: TRpcReply) => reply.code(out.status).type(out.contentType).send(out.payload);
const json = (reply: FastifyReply, body: Record<string, unknown>) =>
  reply
    .code(200)
    .type('application/json;charset=utf-8')
    .send({ RequestId: newRequestId(), ...body });
const businessError = (reply: FastifyReply, code: number, message: string) =>
  json(reply, { Code: code, Message: message });

/**
 * Alibaba Cloud Machine Translation (alimt 2018-10-12) stand-in: RPC v1 signatures checked as the real
 * gateway does; TranslateGeneral / TranslateECommerce with a fixed dictionary (exact, assertable results);
 * TranslateImageBatch and GetTranslateImageBatchResult that really paint the translated text on the picture.
 */
export const aliyunMtPlugin =
  (ctx: TSandboxContext): FastifyPluginAsync =>
  async (app) => {
    const nonces = createNonceStore(ctx.now, TIMESTAMP_WINDOW_MS);
    const tasks = createImageTasks(ctx.now);
    const docs = createDocTasks(ctx.now);
    const publicBase = (req: FastifyRequest) => `${ctx.publicUrl ?? `${req.protocol}://${req.host}`}/aliyun-mt`;

    const handleRpc = async (req: FastifyRequest, reply: FastifyReply) => {
      const parsed = collectParams(req);
      if ('duplicate' in parsed) {
        return send(
          reply,
          renderError(
            undefined,
            rpcError(400, 'InvalidParameter', `Specified parameter ${parsed.duplicate} is not valid.`),
          ),
        );
      }
      const { params } = parsed;
      const rejected = verifyRpcRequest({ params, method: req.method, now: ctx.now(), nonces, api: MT_API });
      if (rejected) {
        return send(reply, renderError('JSON', rejected));
      }
      const to = params.TargetLanguage ?? '';
      const from = params.SourceLanguage ?? '';
      if (params.Action === 'GetTranslateImageBatchResult') {
        const status = tasks.status(params.TaskId ?? '');
        return status
          ? json(reply, { Code: 200, Message: 'OK', Data: status })
          : businessError(reply, 104, 'System.ParameterError: TaskId');
      }
      // Document translation and language detection answer at the top level (no Code/Data), as Aliyun's do.
      if (params.Action === 'GetDetectLanguage') {
        const text = params.SourceText ?? '';
        return text
          ? json(reply, { DetectedLanguage: detectLanguage(text) })
          : businessError(reply, 104, 'System.ParameterError: SourceText');
      }
      if (params.Action === 'GetDocTranslateTask') {
        const status = docs.status(params.TaskId ?? '');
        return status
          ? json(reply, { TaskId: params.TaskId, ...status })
          : businessError(reply, 104, 'System.ParameterError: TaskId');
      }
      const fromEn = from === 'en' && isSafetyLang(to) && to !== 'en';
      if (!isTarget(to) || (from !== 'zh' && from !== 'auto' && !fromEn)) {
        return businessError(reply, 105, 'System.LanguageNotSupported: The specified language pair is not supported.');
      }
      if (params.Action === 'CreateDocTranslateTask') {
        const url = params.FileUrl ?? '';
        if (!/^https?:\/\//.test(url)) {
          return businessError(reply, 104, 'System.ParameterError: FileUrl');
        }
        return json(reply, { TaskId: docs.submit(url, to, `${publicBase(req)}/documents`), Status: 'ready' });
      }
      if (params.Action === 'TranslateImageBatch') {
        const urls = [...new Set((params.ImageUrls ?? '').split(',').filter(Boolean))];
        if (urls.length === 0 || urls.length > MAX_URLS || urls.some((u) => !/^https?:\/\//.test(u))) {
          return businessError(reply, 104, 'System.ParameterError: ImageUrls');
        }
        const base = `${publicBase(req)}/results`;
        return json(reply, { Code: 200, Message: 'OK', Data: { TaskId: tasks.submit(urls, to, base) } });
      }
      const text = params.SourceText ?? '';
      if (!text || text.length > MAX_TEXT) {
        return businessError(
          reply,
          text ? 108 : 104,
          text ? 'System.StringTooLong' : 'System.ParameterError: SourceText',
        );
      }
      const html = params.FormatType === 'html';
      const tr = (t: string) => (fromEn ? translateEn(t, to) : translateZh(t, to));
      const translated = html ? text.replace(/>([^<]+)</g, (_m, inner: string) => `>${tr(inner)}<`) : tr(text);
      return json(reply, {
        Code: '200',
        Data: {
          Translated: translated,
          WordCount: String([...text].length),
          ...(from === 'auto' ? { DetectedLanguage: 'zh' } : {}),
        },
      });
    };

    await app.register(
      async (rpc) => {
        rpc.get('/', handleRpc);
        rpc.post('/', handleRpc);
        rpc.get<{ Params: { key: string } }>('/results/:key', async (req, reply) => {
          const png = tasks.picture(req.params.key.replace(/\.png$/, ''));
          return png ? reply.type('image/png').send(png) : reply.code(404).send();
        });
        rpc.get<{ Params: { key: string } }>('/documents/:key', async (req, reply) => {
          const pdf = docs.file(req.params.key.replace(/\.pdf$/, ''));
          return pdf ? reply.type('application/pdf').send(Buffer.from(pdf)) : reply.code(404).send();
        });
      },
      { prefix: '/aliyun-mt' },
    );
  };
