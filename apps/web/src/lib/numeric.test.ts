import { describe, expect, it } from 'vitest';
import { toNumeric } from './numeric';

describe('numeric helper (data-and-tools §5)', () => {
  it('strips letters, Chinese and symbols', () => {
    expect(toNumeric('12a元3!')).toBe('123');
    expect(toNumeric('¥-1,234')).toBe('1234');
    expect(toNumeric('')).toBe('');
  });
  it('keeps one decimal point', () => {
    expect(toNumeric('1.2.3')).toBe('1.23');
    expect(toNumeric('.5')).toBe('.5');
    expect(toNumeric('１２．５')).toBe('12.5');
  });
  it('limits the decimal digits when asked', () => {
    expect(toNumeric('3.14159', 2)).toBe('3.14');
    expect(toNumeric('3.', 2)).toBe('3.');
    expect(toNumeric('7.9', 0)).toBe('7.');
  });
});
