import { describe, expect, it } from 'vitest';
import { makeClientId, popupGeometry, toSheinBindMessage } from './shein-popup';

describe('shein popup geometry', () => {
  it('centres 1300x680 over the browser window', () => {
    const g = popupGeometry({ screenX: 0, screenY: 0, outerWidth: 1920, outerHeight: 1080 });
    expect(g).toEqual({ left: 310, top: 200, features: 'width=1300,height=680,left=310,top=200' });
  });

  it('follows the window onto a second monitor', () => {
    expect(popupGeometry({ screenX: 1920, screenY: 100, outerWidth: 1600, outerHeight: 900 })).toMatchObject({
      left: 2070,
      top: 210,
    });
  });

  it('never starts left of or above a window smaller than the popup', () => {
    expect(popupGeometry({ screenX: 50, screenY: 40, outerWidth: 1024, outerHeight: 600 })).toMatchObject({
      left: 50,
      top: 40,
    });
  });
});

describe('shein client id and result messages', () => {
  it('strips the dashes of a UUID and falls back to random hex', () => {
    expect(makeClientId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567e89b12d3a456426614174000');
    expect(makeClientId(undefined)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps well-formed results only', () => {
    expect(toSheinBindMessage({ ok: true, msg: '授权成功！', shopIds: [1, 'x', 2] })).toEqual({
      ok: true,
      msg: '授权成功！',
      shopIds: [1, 2],
    });
    expect(toSheinBindMessage({ ok: 'yes', msg: '' })).toBeNull();
  });
});
