import { compareVersions, HELPER_MIN_VERSION } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { HELPER_VERSION } from './ws.js';

describe('helper version', () => {
  it('a helper built from these sources is never older than the server expects (no reinstall prompt for it)', () => {
    expect(compareVersions(HELPER_VERSION, HELPER_MIN_VERSION)).toBeGreaterThanOrEqual(0);
  });
});
