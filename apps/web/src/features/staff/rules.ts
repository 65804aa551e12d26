import { Errors, PASSWORD_RE, PHONE_RE } from '@ksa/contract';

/**
 * Spec §5 Assignment, checked in the browser with the server's own messages (the server checks
 * again). null = valid.
 */
export const assignPhoneError = (phone: string): string | null => {
  const p = phone.trim();
  if (!p) {
    return Errors.ASSIGN_PHONE_EMPTY.msg;
  }
  if (!/^\d{11}$/.test(p)) {
    return Errors.ASSIGN_PHONE_FORMAT.msg;
  }
  // The continue check: a leading 1, then 3-9, then 9 digits.
  return PHONE_RE.test(p) ? null : Errors.ASSIGN_PHONE_INVALID.msg;
};

/** A new staff member needs a password; a known one keeps theirs when it is left empty. */
export const assignPasswordError = (password: string, required: boolean): string | null => {
  if (!password) {
    return required ? Errors.ASSIGN_PASSWORD_EMPTY.msg : null;
  }
  return PASSWORD_RE.test(password) ? null : Errors.PASSWORD_FORMAT.msg;
};

/** The code that reached a new staff member's phone: six digits. */
export const staffCodeError = (code: string): string | null => (/^\d{6}$/.test(code) ? null : Errors.CODE_REQUIRED.msg);

export const assignShopsError = (temu: number[], shein: number[]): string | null =>
  temu.length + shein.length > 0 ? null : Errors.ASSIGN_SHOPS_REQUIRED.msg;

/** Edit operator: entity and shop required. */
export const operatorErrors = (entities: number[], shops: number[]) => ({
  entity: entities.length ? null : Errors.OPERATOR_ENTITY_REQUIRED.msg,
  shops: shops.length ? null : Errors.OPERATOR_SHOP_REQUIRED.msg,
});

export const SELECT_ALL = -1;

/**
 * The select-all option (-1) of the operator form: picking it selects every option, or clears
 * them when all were already selected; otherwise the picked values stand.
 */
export const applySelectAll = (picked: number[], previous: number[], all: number[]): number[] => {
  const addedAll = picked.includes(SELECT_ALL) && !previous.includes(SELECT_ALL);
  if (addedAll) {
    return previous.filter((v) => v !== SELECT_ALL).length === all.length ? [] : [...all];
  }
  return picked.filter((v) => v !== SELECT_ALL);
};

/** The options filter: label or value, case-insensitive (spec §5 Edit operator). */
export const matchesOption = (input: string, option: { label: string; value: number }) => {
  const q = input.trim().toLowerCase();
  return option.label.toLowerCase().includes(q) || String(option.value).toLowerCase().includes(q);
};
