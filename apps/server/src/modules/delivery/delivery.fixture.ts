import { expect } from 'vitest';
import type { THarness } from '../../test/harness.js';

/** A Temu Open API token of a spare full-managed mall, bound through the API; the bind triggers the first sync. */
export const bindFullManagedMall = async (h: THarness, token: string) => {
  const world = h.sandbox.world;
  const mallId = world.temuAccounts
    .filter((a) => !a.demo)
    .flatMap((a) => a.shopIds)
    .find((id) => !world.shop(id)!.semiManaged)!;
  const tokens = (await (await fetch(`${h.sandboxUrl}/temu-open/admin/tokens`)).json()) as {
    mallId: number;
    accessToken: string;
  }[];
  const tok = tokens.find((t) => String(t.mallId) === String(mallId))!;
  const bound = await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, token);
  expect(bound.body.code).toBe(0);
  await h.app.deps.syncQueue.idle();
  return { mallId, shopId: bound.body.data.shopId as number };
};

/** JSON posts (arrays in bodies), as the web app sends them. */
export const postJson = async (h: THarness, url: string, body: unknown, token: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
};
