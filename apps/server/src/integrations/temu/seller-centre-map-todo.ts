import type { TMkTodo } from '../marketplace-types.js';
import { isoOf, num, obj, pick } from './market-read.js';

const count = (v: unknown) => Math.max(0, Math.round(num(v)));

/** GET todo → {priceDeclaring, abnormal, returnsPending, at}: the home page's 待办 counts. */
export const mapTodo = (body: unknown, now: Date): TMkTodo => {
  const b = obj(body);
  return {
    priceDeclaring: count(pick(b, 'priceDeclaring')),
    abnormal: count(pick(b, 'abnormal')),
    returnsPending: count(pick(b, 'returnsPending')),
    at: isoOf(b.at) || now.toISOString(),
  };
};
