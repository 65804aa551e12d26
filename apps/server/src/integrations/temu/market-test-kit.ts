/* Test helpers shared by the Temu and Shein client tests: a fake fetch that records requests and answers JSON. */

export type TCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
export type TReply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> };

export const fakeFetch = (answer: (call: TCall, index: number) => TReply | Promise<TReply>) => {
  const calls: TCall[] = [];
  const doFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const call: TCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    calls.push(call);
    const reply = await answer(call, calls.length - 1);
    const text = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(text, { status: reply.status ?? 200, headers: reply.headers });
  };
  return { fetch: doFetch as typeof fetch, calls };
};

/** A fetch that never answers, but honours the abort signal like undici does. */
export const hangingFetch = ((_: unknown, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  })) as typeof fetch;

export const collect = async <T>(pages: AsyncIterable<T[]> | null): Promise<T[][]> => {
  const all: T[][] = [];
  for await (const page of pages ?? []) {
    all.push(page);
  }
  return all;
};

export const failure = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
