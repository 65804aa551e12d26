import { describe, expect, it } from 'vitest';
import { needsOwnPassword } from './set-password-prompt';

describe('set-password prompt', () => {
  const staff = { role: 'manager', phone: '13800138000', hasPassword: false } as Parameters<typeof needsOwnPassword>[0];

  it('asks staff without a password, whatever their role', () => {
    expect(needsOwnPassword(staff, false)).toBe(true);
    for (const role of ['finance', 'shipper', 'operator'] as const) {
      expect(needsOwnPassword({ ...staff!, role }, false)).toBe(true);
    }
  });

  it('leaves alone staff with a password, BOSSes, visitors and anonymous sessions', () => {
    expect(needsOwnPassword({ ...staff!, hasPassword: true }, false)).toBe(false);
    expect(needsOwnPassword({ ...staff!, role: 'boss' }, false)).toBe(false);
    expect(needsOwnPassword(staff, true)).toBe(false);
    expect(needsOwnPassword(null, false)).toBe(false);
  });
});
