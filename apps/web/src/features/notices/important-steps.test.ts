import { describe, expect, it } from 'vitest';
import { importantSteps } from './important-steps';

describe('the important notice by role', () => {
  it('asks only the BOSS to bind main accounts', () => {
    expect(importantSteps('boss')).toEqual(['bind', 'helper', 'app']);
    for (const role of ['manager', 'finance', 'operator', 'shipper'] as const) {
      expect(importantSteps(role)).not.toContain('bind');
    }
  });

  it('sends a shipper to the phone app only', () => {
    expect(importantSteps('shipper')).toEqual(['app']);
  });

  it('shows nothing before the role is known', () => {
    expect(importantSteps(undefined)).toEqual([]);
  });
});
