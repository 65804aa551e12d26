import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { applyRequestLayer } from './request-layer.js';

describe('[REQUEST] request-layer rules', () => {
  it('answers 9999 shop is empty for an empty shopId or shopIds', () => {
    for (const body of [{ shopId: '' }, { shopId: null }, { shopIds: '' }, { shopIds: [] }]) {
      const err = (() => {
        try {
          applyRequestLayer(body);
        } catch (e) {
          return e as AppError;
        }
      })();
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 9999, message: 'shop is empty' });
    }
  });

  it('keeps only the part after a hyphen and treats lists and comma strings the same', () => {
    const a: Record<string, unknown> = { shopId: 'g-123', shopIds: '1,x-2,3' };
    applyRequestLayer(a);
    expect(a).toEqual({ shopId: 123, shopIds: [1, 2, 3] });
    const b: Record<string, unknown> = { shopIds: ['1', 'x-2', 3] };
    applyRequestLayer(b);
    expect(b.shopIds).toEqual([1, 2, 3]);
  });

  it('leaves malformed values for the schema to reject and ignores bodies without shops', () => {
    const c: Record<string, unknown> = { shopId: 'abc' };
    applyRequestLayer(c);
    expect(c.shopId).toBe('abc');
    expect(() => applyRequestLayer({ phone: '1' })).not.toThrow();
    expect(() => applyRequestLayer(undefined)).not.toThrow();
  });
});
