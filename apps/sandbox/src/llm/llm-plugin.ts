import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { factsOf, writeListing } from './listing-writer.js';

/** The sandbox model's API keys (LLM_API_KEY) and the model names it answers to. */
export const LLM_API_KEYS: ReadonlySet<string> = new Set(['sandbox-llm-key']);
export const LLM_MODELS: ReadonlySet<string> = new Set(['sandbox-listing-1']);

type TBody = { model?: unknown; messages?: unknown; max_tokens?: unknown };
type TMessage = { role: string; content: string };

const openAiError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { message, type: 'invalid_request_error', param: null, code } });
const tokens = (s: string) => Math.ceil(s.length / 4);

/**
 * An OpenAI-compatible chat completions endpoint (POST /llm/v1/chat/completions) as DeepSeek, Qwen and others
 * serve it: Bearer key checked, `model` and `messages` validated, the answer in the chat.completion shape.
 * Given a prompt with a 'Product facts' JSON block it writes {"title","description"} (listing-writer.ts).
 */
export const llmPlugin =
  (ctx: TSandboxContext): FastifyPluginAsync =>
  async (app) => {
    app.post<{ Body: TBody }>('/llm/v1/chat/completions', async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!LLM_API_KEYS.has(key)) {
        return openAiError(reply, 401, 'invalid_api_key', 'Incorrect API key provided.');
      }
      const { model, messages } = req.body ?? {};
      if (typeof model !== 'string' || !LLM_MODELS.has(model)) {
        return openAiError(reply, 404, 'model_not_found', `The model \`${String(model)}\` does not exist.`);
      }
      const valid =
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every(
          (m: Partial<TMessage>) =>
            ['system', 'user', 'assistant'].includes(String(m?.role)) && typeof m?.content === 'string',
        );
      if (!valid) {
        return openAiError(reply, 400, 'invalid_messages', 'messages must be a non-empty array of {role, content}.');
      }
      const list = messages as TMessage[];
      const user = list.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      const facts = factsOf(user);
      const content = facts
        ? JSON.stringify(writeListing(facts))
        : 'The sandbox model writes listings only: send a "Product facts" JSON block.';
      const prompt = list.map((m) => m.content).join('\n');
      return {
        id: `chatcmpl-${createHash('sha256').update(prompt).digest('hex').slice(0, 24)}`,
        object: 'chat.completion',
        created: Math.floor(ctx.now() / 1_000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
        usage: {
          prompt_tokens: tokens(prompt),
          completion_tokens: tokens(content),
          total_tokens: tokens(prompt) + tokens(content),
        },
      };
    });
  };
