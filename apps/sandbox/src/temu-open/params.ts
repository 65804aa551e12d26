import { TEMU_CODES, TemuOpenError } from './envelope.js';

export type TParams = Record<string, unknown>;

const bad = (message: string) => new TemuOpenError(TEMU_CODES.paramInvalid, message);

/** Clients send numbers either as JSON numbers or as digit strings; both are accepted, like Temu does. */
const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value)) {
    return Number(value);
  }

  return null;
};

export const intParam = (params: TParams, name: string, fallback: number, min: number, max: number): number => {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') {
    return fallback;
  }
  const value = toNumber(raw);
  if (value === null || !Number.isInteger(value) || value < min || value > max) {
    throw bad(`${name} 必须是 ${min}-${max} 之间的整数`);
  }

  return value;
};

export const optionalNumber = (params: TParams, name: string): number | null => {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') {
    return null;
  }
  const value = toNumber(raw);
  if (value === null) {
    throw bad(`${name} 格式错误`);
  }

  return value;
};

/** A list filter such as productSkcIdList; absent means no filter. */
export const listParam = (params: TParams, name: string): Set<string> | null => {
  const raw = params[name];
  if (raw === undefined || raw === null) {
    return null;
  }
  if (!Array.isArray(raw)) {
    throw bad(`${name} 必须是数组`);
  }

  return new Set(raw.map((v) => String(v)));
};

export const page = <T>(rows: T[], pageNo: number, pageSize: number): T[] =>
  rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);

export const paramError = bad;
