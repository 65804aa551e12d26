import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Limits } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

const multipart = (bytes: Buffer) => {
  const boundary = `----ksa${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** Issue 24 finding 6: /oss/upload has a per-tenant rate and a daily quota. */
describe.each(engines)('[OSS] uploads are rate-limited and capped per tenant on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine, {
      files: { dir: await mkdtemp(join(tmpdir(), 'ksa-quota-')), s3: undefined, publicBaseUrl: undefined },
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  const upload = async (token: string, bytes: Buffer) => {
    const body = multipart(bytes);
    const res = await h.app.inject({
      method: 'POST',
      url: '/oss/upload',
      headers: { authorization: token, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as { code: number; errorId?: string } };
  };

  it('25 uploads at once: the first ten per minute are kept, the rest refused with a wait; another tenant is not held', async () => {
    const boss = await registerBoss(h);
    const other = await registerBoss(h);
    const answers = await Promise.all(Array.from({ length: 25 }, () => upload(boss.token, png(64 * 1024))));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(Limits.ossUploadsPerMinute);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused).toHaveLength(25 - Limits.ossUploadsPerMinute);
    expect(refused.every((a) => a.status === 429 && a.body.errorId === 'OSS_UPLOAD_TOO_FAST')).toBe(true);
    expect((await upload(other.token, png(1024))).body.code).toBe(0);
  });

  it('a tenant over its daily megabytes is refused with its own message', async () => {
    const boss = await registerBoss(h);
    const bossId = String(boss.uid);
    // The day's quota nearly spent (as 9 uploads of 20 MiB and more would), leaving 100 KiB.
    await h.app.deps.limiters.ossKbDay.penalty(bossId, Limits.ossMbPerDay * 1024 - 100);
    expect((await upload(boss.token, png(50 * 1024))).body.code).toBe(0);
    const over = await upload(boss.token, png(200 * 1024));
    expect(over.status).toBe(429);
    expect(over.body.errorId).toBe('OSS_QUOTA_EXCEEDED');
  });
});
