import { describe, expect, it } from 'vitest';
import { isHelperOutdated } from './helper-outdated';

describe('reinstall prompt', () => {
  it('asks only when the running helper reports a version below the server’s minimum', () => {
    expect(isHelperOutdated('0.0.9', '0.1.0')).toBe(true);
    expect(isHelperOutdated('0.1.0', '0.1.0')).toBe(false);
    expect(isHelperOutdated('0.10.0', '0.9.0')).toBe(false);
    expect(isHelperOutdated('1.0.0-rc.1', '1.0.0')).toBe(true);
    // Nothing known yet: no prompt.
    expect(isHelperOutdated(null, '0.1.0')).toBe(false);
    expect(isHelperOutdated('0.0.1', undefined)).toBe(false);
  });
});
