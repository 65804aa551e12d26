import { PASSWORD_RE, PHONE_RE } from '@ksa/contract';
import { msgOf, msgText } from '../../lib/error-text';

/**
 * Spec §5 Assignment, checked in the browser with the server's own messages (the server checks
 * again). null = valid.
 */
export const assignPhoneError = (phone: string): string | null => {
  const p = phone.trim();
  if (!p) {
    return msgText(msgOf('ASSIGN_PHONE_EMPTY'));
  }
  if (!/^\d{11}$/.test(p)) {
    return msgText(msgOf('ASSIGN_PHONE_FORMAT'));
  }
  // The continue check: a leading 1, then 3-9, then 9 digits.
  return PHONE_RE.test(p) ? null : msgText(msgOf('ASSIGN_PHONE_INVALID'));
};

/** A new staff member needs a password; a known one keeps theirs when it is left empty. */
export const assignPasswordError = (password: string, required: boolean): string | null => {
  if (!password) {
    return required ? msgText(msgOf('ASSIGN_PASSWORD_EMPTY')) : null;
  }
  return PASSWORD_RE.test(password) ? null : msgText(msgOf('PASSWORD_FORMAT'));
};

/** The code that reached a new staff member's phone: six digits. */
export const staffCodeError = (code: string): string | null =>
  /^\d{6}$/.test(code) ? null : msgText(msgOf('CODE_REQUIRED'));

export const assignShopsError = (temu: number[], shein: number[]): string | null =>
  temu.length + shein.length > 0 ? null : msgText(msgOf('ASSIGN_SHOPS_REQUIRED'));

/** Edit operator: entity and shop required. */
export const operatorErrors = (entities: number[], shops: number[]) => ({
  entity: entities.length ? null : msgText(msgOf('OPERATOR_ENTITY_REQUIRED')),
  shops: shops.length ? null : msgText(msgOf('OPERATOR_SHOP_REQUIRED')),
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
