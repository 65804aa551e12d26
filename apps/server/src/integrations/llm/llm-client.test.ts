import { buildSandbox } from '@ksa/sandbox/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm, LlmError } from './llm-client.js';
import { generateListing } from './llm-listing.js';

const FACTS = {
  title: '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供',
  attributes: [{ name: '面料名称', value: '棉' }],
  specs: [{ name: '颜色', values: ['白色', '黑色'] }],
};

describe('[LLM] the OpenAI SDK against the sandbox model (chat completions API)', () => {
  const sandbox = buildSandbox({ profile: 'tiny' });
  let base = '';
  beforeAll(async () => {
    base = `${await sandbox.listen({ port: 0, host: '127.0.0.1' })}/llm/v1`;
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('writes a German title and description from the facts, within the asked lengths', async () => {
    const llm = createLlm({ baseUrl: base, apiKey: 'sandbox-llm-key', model: 'sandbox-listing-1' });
    const out = await generateListing(llm, FACTS, {
      lang: 'de',
      marketplace: 'Temu',
      titleMax: 40,
      descriptionMax: 80,
    });
    expect(out.title).toBe('2025 Sommer Reine Baumwolle Rundhals');
    expect(out.title.length).toBeLessThanOrEqual(40);
    expect(out.description.length).toBeLessThanOrEqual(80);
    expect(out.description).toContain('Stoff: Baumwolle');
  });

  it('a wrong key is refused (401) and an unknown model answered 404: both end as LlmError', async () => {
    const bad = createLlm({ baseUrl: base, apiKey: 'wrong', model: 'sandbox-listing-1' });
    await expect(bad.chat([{ role: 'user', content: 'hi' }])).rejects.toMatchObject({ kind: 'auth' });
    const noModel = createLlm({ baseUrl: base, apiKey: 'sandbox-llm-key', model: 'gpt-x' });
    await expect(noModel.chat([{ role: 'user', content: 'hi' }])).rejects.toBeInstanceOf(LlmError);
  });
});
