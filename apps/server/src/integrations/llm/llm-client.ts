import OpenAI from 'openai';

export type TChatMessage = { role: 'system' | 'user'; content: string };

/** The failure of a model call, whatever the provider said: services map it to one catalogue error. */
export class LlmError extends Error {
  constructor(
    readonly kind: 'auth' | 'unavailable' | 'bad_reply',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export type TLlm = {
  /** One chat completion; resolves to the assistant's text. */
  chat: (messages: TChatMessage[], opts?: { maxTokens?: number; json?: boolean }) => Promise<string>;
};

export type TLlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs?: number; fetch?: typeof fetch };

/**
 * Any provider speaking the OpenAI chat completions API (POST {base}/chat/completions, Bearer key):
 * DeepSeek, Qwen (DashScope compatible mode), Moonshot, a local vLLM, or the sandbox model.
 */
export const createLlm = (cfg: TLlmConfig): TLlm => {
  const client = new OpenAI({
    baseURL: cfg.baseUrl.replace(/\/+$/, ''),
    apiKey: cfg.apiKey,
    timeout: cfg.timeoutMs ?? 60_000,
    maxRetries: 1,
    ...(cfg.fetch ? { fetch: cfg.fetch } : {}),
  });
  return {
    chat: async (messages, opts = {}) => {
      try {
        const reply = await client.chat.completions.create({
          model: cfg.model,
          messages,
          temperature: 0.3,
          ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
          ...(opts.json ? { response_format: { type: 'json_object' as const } } : {}),
        });
        const text = reply.choices[0]?.message?.content;
        if (typeof text !== 'string' || !text.trim()) {
          throw new LlmError('bad_reply', 'the model answered no text');
        }
        return text;
      } catch (err) {
        if (err instanceof LlmError) {
          throw err;
        }
        if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError) {
          throw new LlmError('auth', err.message);
        }
        throw new LlmError('unavailable', err instanceof Error ? err.message : String(err));
      }
    },
  };
};
