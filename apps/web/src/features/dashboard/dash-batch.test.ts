// @vitest-environment jsdom
import { ApiRoutes } from '@ksa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDash } from './dash-batch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard batch: entries name routes, replies are parsed by each route’s schema', () => {
  it('sends the calls of one tick in one batch and parses each answer with its own route’s reply schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies = [
      { code: 0, msg: 'success', data: { rows: 4 } },
      { code: 0, msg: 'success', data: { updated: 'many' } },
    ];
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 0, msg: 'success', data: replies })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = batchedDash(ApiRoutes.deliveryRefresh, { shopId: 1 });
    const second = batchedDash(ApiRoutes.deliverySetShipType, { shopId: 1 });
    await expect(first).resolves.toEqual({ rows: 4 });
    await expect(second).rejects.toMatchObject({ errorId: 'RESPONSE_INVALID' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ApiRoutes.dashBatch.path);
    expect(JSON.parse(String(init?.body))).toEqual({
      calls: [
        { path: ApiRoutes.deliveryRefresh.path, body: { shopId: 1 } },
        { path: ApiRoutes.deliverySetShipType.path, body: { shopId: 1 } },
      ],
    });
  });
});
