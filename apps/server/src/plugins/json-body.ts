import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Deepest nesting of arrays/objects a JSON body may have; no request of the API needs more than a few. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the raw JSON text nests deeper than `max`. A single pass over the characters (brackets
 * inside strings do not count), so a 900 KB body of '[' is refused before JSON.parse builds it.
 */
export const exceedsJsonDepth = (text: string, max = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        i++;
      } else if (c === QUOTE) {
        inString = false;
      }
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > max) {
        return true;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
};

// A NUL (PostgreSQL text cannot hold 0x00) or a UTF-16 surrogate without its partner (not valid
// UTF-8, so PostgreSQL and the audit log reject it after the business write went through).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isIllFormed = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * The name of the first field holding an ill-formed string (keys and values, at any depth), or
 * null. The name is the last object key on the path, so it matches the spec's '{field}格式不正确'.
 */
export const findIllFormedField = (value: unknown, field: string, depth = 0): string | null => {
  if (typeof value === 'string') {
    return isIllFormed(value) ? field : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) {
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = findIllFormedField(item, field, depth + 1);
      if (bad) {
        return bad;
      }
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // A bad key is named by the field that holds it: echoing the key itself would echo the bad text.
    if (isIllFormed(key)) {
      return field;
    }
    const bad = findIllFormedField(item, key, depth + 1);
    if (bad) {
      return bad;
    }
  }
  return null;
};

/**
 * Well-formed input for every route in one place: JSON bodies are depth-checked before parsing
 * (Fastify's own parser then guards __proto__/constructor), and every body (JSON or form) and
 * query string is refused with code 1 when a string holds a NUL or a lone surrogate, before any
 * handler runs, so nothing is written.
 */
export const registerJsonBody = (app: FastifyInstance) => {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (exceedsJsonDepth(body as string)) {
      done(new AppError('BAD_REQUEST'), undefined);
      return;
    }
    defaultJson(req, body as string, done);
  });
  app.addHook('preValidation', async (req) => {
    const bad =
      findIllFormedField(req.body, 'body') ??
      findIllFormedField(req.query, 'query') ??
      findIllFormedField(req.params, 'params');
    if (bad) {
      req.log.info({ field: bad, url: req.routeOptions.url }, 'ill-formed string refused');
      throw new AppError('FIELD_INVALID', { field: bad });
    }
  });
};
