import { fakeFetch, type TReply } from './market-test-kit.js';
import { createTemuOpenApi, temuSandboxGateways } from './open-api-client.js';

export const SECRET = 'ksa-temu-app-secret-0123456789abcdef';
export const NOW = new Date('2025-03-01T04:00:00Z');
export const ok = (result: unknown): TReply => ({ json: { success: true, errorCode: 1000000, errorMsg: '', result } });
export const fail = (errorCode: number, errorMsg = 'nope'): TReply => ({
  json: { success: false, errorCode, errorMsg },
});

/** A Temu Open API client on a fake fetch, with the sandbox's credentials and a fixed clock. */
export const makeApi = (answer: Parameters<typeof fakeFetch>[0], timeoutMs?: number) => {
  const fake = fakeFetch(answer);
  const api = createTemuOpenApi({
    gateways: temuSandboxGateways('http://sandbox.test/'),
    appKey: 'ksa-temu-app-key',
    appSecret: SECRET,
    fetch: fake.fetch,
    now: () => NOW,
    timeoutMs,
  });
  return { api, calls: fake.calls };
};
