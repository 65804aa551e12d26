import { Errors, FallbackMsg } from '@ksa/contract';
import { AuthMessageIds, type TAuthMessageKey } from './messages';

/**
 * The server answers with the catalogue's Chinese texts. Matching them back to our keys lets
 * other languages show a translation and lets forms put the message under the right field.
 */
export type TAuthField = 'phone' | 'code' | 'password';

type TMatch = { key: TAuthMessageKey; params: Record<string, string> };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = (Object.entries(AuthMessageIds) as [TAuthMessageKey, keyof typeof Errors][]).map(([key, id]) => {
  const names: string[] = [];
  const source = escapeRe(Errors[id].msg).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    names.push(name);
    return '(\\d+)';
  });
  return { key, names, re: new RegExp(`^${source}$`) };
});

export const matchServerMsg = (msg: string): TMatch | null => {
  for (const p of patterns) {
    const m = p.re.exec(msg.trim());
    if (m) {
      return { key: p.key, params: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1] ?? ''])) };
    }
  }
  return null;
};

const FieldByKey: Partial<Record<TAuthMessageKey, TAuthField>> = {
  'validation.phoneFormat': 'phone',
  'validation.resetPhoneFormat': 'phone',
  'validation.bindPhoneFormat': 'phone',
  'feedback.phoneNotRegistered': 'phone',
  'feedback.phoneAlreadyRegistered': 'phone',
  'feedback.phoneTaken': 'phone',
  'feedback.codeWrong': 'code',
  'feedback.codeExpired': 'code',
  'feedback.codeTooManyTries': 'code',
  'feedback.passwordWrong': 'password',
  'validation.passwordFormat': 'password',
};

/** Which form field a server message belongs under, if any (e.g. 您还未注册 → phone). */
export const fieldForServerMsg = (msg: string): TAuthField | null => {
  const m = matchServerMsg(msg);
  return m ? (FieldByKey[m.key] ?? null) : null;
};

/** A server text worth showing: the http layer puts 未知错误 in when the envelope had no msg. */
export const usableServerMsg = (msg: string | undefined): string | null =>
  msg && msg.trim() !== '' && msg !== FallbackMsg.unknown ? msg : null;
