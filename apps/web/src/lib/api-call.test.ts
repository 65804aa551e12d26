// @vitest-environment jsdom
import { ApiRoutes } from '@ksa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';

const replyWith = (data: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ code: 0, msg: 'success', data })));

const stubFetch = (data: unknown) => {
  const fetchMock = replyWith(data);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

// A reply its schema refuses is reported on the console; the tests below that plant one keep it quiet.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiCall: one definition gives the path, the method, the input and the reply', () => {
  it('sends a POST body as JSON and resolves with the reply its route’s schema parsed', async () => {
    const fetchMock = stubFetch({ rows: 12 });
    const out = await apiCall(ApiRoutes.deliveryRefresh, { shopId: 3 }, { json: true });
    expect(out).toEqual({ rows: 12 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ApiRoutes.deliveryRefresh.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ shopId: 3 });
  });

  it('puts a GET’s input in the query string', async () => {
    const fetchMock = stubFetch([]);
    await apiCall(ApiRoutes.labelsTemplates, { kind: 'sku' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${ApiRoutes.labelsTemplates.path}?kind=sku`);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends a POST that takes only a query (labelsDelete) with its input in the query string', async () => {
    const fetchMock = stubFetch(null);
    await expect(apiCall(ApiRoutes.labelsDelete, { gpsrId: 9 })).resolves.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${ApiRoutes.labelsDelete.path}?gpsrId=9`);
    expect(init?.method).toBe('POST');
  });

  it('splits a route taking a query and a body by the query schema’s fields (Shein productInfo)', async () => {
    const fetchMock = stubFetch({ total: 0, list: [] });
    await apiCall(ApiRoutes.sheinProductInfo, { pageNum: 2, pageSize: 20, shopId: 7 }, { json: true }).catch(
      () => undefined,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${ApiRoutes.sheinProductInfo.path}?pageNum=2&pageSize=20`);
    expect(JSON.parse(String(init?.body))).toEqual({ shopId: 7 });
  });

  it('fills path params from the input', async () => {
    const fetchMock = stubFetch(null);
    await apiCall(ApiRoutes.noticeDetail, { noticeId: 41 }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notice/41');
  });

  it('rejects a reply its route’s schema does not accept, named RESPONSE_INVALID', async () => {
    stubFetch({ rows: 'twelve' });
    await expect(apiCall(ApiRoutes.deliveryRefresh, { shopId: 3 })).rejects.toMatchObject({
      errorId: 'RESPONSE_INVALID',
    });
  });
});
