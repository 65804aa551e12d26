import { Errors, formatError } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, registerBoss, startHarness, type THarness } from './harness.js';

/**
 * Every failure carries the catalogue's stable id beside the Chinese text, so clients translate the
 * id and a change of wording on the server cannot break them. One engine: this is the envelope.
 */
describe('[ERRORS] error ids on the wire', () => {
  let h: THarness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness('pglite');
    token = (await registerBoss(h)).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an AppError answers its id, its message and no params when it has none', async () => {
    const res = await h.post('/api/auth/login', { userName: freshPhone(), password: 'Passw0rd!' });
    expect(res.body).toMatchObject({ code: 1, errorId: 'PASSWORD_WRONG', msg: Errors.PASSWORD_WRONG.msg });
    expect(res.body).not.toHaveProperty('errorParams');
  });

  it('a validation error answers the id of the field message', async () => {
    const res = await h.post('/api/auth/login', { password: 'Passw0rd!' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 1, errorId: 'PHONE_REQUIRED', msg: Errors.PHONE_REQUIRED.msg });
  });

  it('a parameterised message answers the values it was filled with', async () => {
    // The same phone again within the countdown: the wait in seconds travels as errorParams.n.
    const phone = freshPhone();
    const first = await h.post('/api/phone/sendPhoneCodeRegister', { phone });
    expect(first.body.code).toBe(0);
    const again = await h.post('/api/phone/sendPhoneCodeRegister', { phone });
    const body = again.body as typeof again.body & { errorId?: string; errorParams?: Record<string, string | number> };
    expect(body.errorId).toBe('SEND_TOO_SOON');
    expect(typeof body.errorParams?.n).toBe('number');
    expect(body.msg).toBe(formatError('SEND_TOO_SOON', body.errorParams));
  });

  it('an unknown API route and a server fault answer their ids', async () => {
    const missing = await h.post('/api/no/such/route', {}, token);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorId: 'ROUTE_NOT_FOUND', msg: Errors.ROUTE_NOT_FOUND.msg });
    const success = await h.post('/api/shop/getBossShopList', {}, token);
    expect(success.body).not.toHaveProperty('errorId');
  });

  it('a call inside the dashboard batch answers its own id', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/dashboard/batch',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: { calls: [{ path: '/api/order/noSuchDashboardCall', body: {} }] },
    });
    expect(res.json().data[0]).toMatchObject({ errorId: 'NOT_FOUND' });
  });
});
