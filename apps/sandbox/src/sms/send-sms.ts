import { randomInt } from 'node:crypto';
import { SMS_SIGN_NAMES, SMS_TEMPLATES } from './accounts.js';
import type { TFlowControl } from './flow-control.js';
import type { TInbox } from './inbox.js';
import { normalizeMainlandMobile } from './phone.js';
import { rpcError, type TRpcError } from './rpc-reply.js';
import type { TRpcParams } from './rpc-signature.js';

const MAX_PHONES = 1000;
const CODE_RE = /^\d{4,8}$/;

/** Business outcome: Aliyun reports these with HTTP 200 and a Code other than OK. */
export type TSendResult = { code: string; message: string; bizId?: string };

const fail = (code: string, message: string): TSendResult => ({ code, message });

const parseTemplateParam = (raw: string | undefined): Record<string, unknown> | null => {
  if (raw === undefined || raw === '') {
    return {};
  }
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

// Shaped like real BizIds ("900619746936498440^0").
const newBizId = (now: number): string => `${now}${String(randomInt(0, 100_000)).padStart(5, '0')}^0`;

/** SendSms after the gateway accepted the request: parameter checks, flow control, then delivery to the inbox. */
export const sendSms = (
  params: TRpcParams,
  deps: { now: number; flow: TFlowControl; inbox: TInbox },
): TSendResult | TRpcError => {
  for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode'] as const) {
    if (!params[name]) {
      return rpcError(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
  }
  const rawPhones = (params.PhoneNumbers ?? '').split(',');
  if (rawPhones.length > MAX_PHONES) {
    return fail('isv.MOBILE_COUNT_OVER_LIMIT', '手机号码数量超过限制');
  }
  const phones = rawPhones.map(normalizeMainlandMobile);
  if (phones.some((p) => p === null)) {
    return fail('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  }
  const signName = params.SignName ?? '';
  if (!SMS_SIGN_NAMES.has(signName)) {
    return fail('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
  }
  const templateCode = params.TemplateCode ?? '';
  const template = SMS_TEMPLATES[templateCode];
  if (!template) {
    return fail('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
  }
  const vars = parseTemplateParam(params.TemplateParam);
  if (vars === null || template.variables.some((v) => vars[v] === undefined || vars[v] === '')) {
    return fail('isv.TEMPLATE_MISSING_PARAMETERS', '模板变量中存在未赋值变量');
  }
  // Aliyun only takes string values: {"code":123456} is refused, {"code":"123456"} is fine.
  if (template.variables.some((v) => typeof vars[v] !== 'string')) {
    return fail('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
  }
  const targets = phones as string[];
  for (const phone of targets) {
    const limited = deps.flow.check(phone, templateCode);
    if (limited) {
      return fail('isv.BUSINESS_LIMIT_CONTROL', limited);
    }
  }

  const text = `【${signName}】${template.text.replace(/\$\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))}`;
  const code = typeof vars.code === 'string' && CODE_RE.test(vars.code) ? vars.code : null;
  const sentAt = new Date(deps.now).toISOString();
  for (const phone of targets) {
    deps.flow.record(phone, templateCode);
    deps.inbox.add({ phone, text, code, sentAt });
  }

  return { code: 'OK', message: 'OK', bizId: newBizId(deps.now) };
};
