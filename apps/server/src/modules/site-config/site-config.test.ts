import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startHarness, type THarness } from '../../test/harness.js';

describe('[SITE] public site config comes from the environment', () => {
  let h: THarness;
  beforeAll(async () => {
    const { site } = loadConfig(
      { DATA_DIR: '/tmp/ksa-test-unused', SITE_COMPANY_NAME: '示例科技有限公司', SITE_ICP_NUMBER: '粤ICP备00000000号' },
      { secret: Buffer.alloc(32), sealKey: Buffer.alloc(32) },
    );
    h = await startHarness('pglite', { site });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers without a token with the configured facts and empty strings for the rest', async () => {
    const res = await h.get('/api/site/config');
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        companyName: '示例科技有限公司',
        icpNumber: '粤ICP备00000000号',
        licenceUrl: 'https://beian.miit.gov.cn/',
        contactPhone: '',
      },
    });
  });
});
