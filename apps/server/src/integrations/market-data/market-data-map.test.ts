import { describe, expect, it } from 'vitest';
import { toMinor } from './market-data-map.js';

describe('[MARKET DATA] amounts', () => {
  it('reads decimal strings into minor units without floating-point drift', () => {
    expect(toMinor('12.99')).toBe(1299);
    expect(toMinor('0.29')).toBe(29);
    expect(toMinor('15.2')).toBe(1520);
    expect(toMinor('7')).toBe(700);
    expect(toMinor('1004.35')).toBe(100435);
  });
});
