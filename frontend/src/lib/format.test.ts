import { describe, expect, it } from '@jest/globals';
import { progressPercent } from './format';

describe('progressPercent', () => {
  it('is completed phases over all phases, rounded', () => {
    const phase = (status: string) => ({ status });
    expect(progressPercent([phase('completed'), phase('in_progress'), phase('pending')])).toBe(33);
    expect(progressPercent([phase('completed'), phase('completed'), phase('pending')])).toBe(67);
    expect(
      progressPercent([phase('completed'), phase('in_progress'), phase('pending'), phase('pending')]),
    ).toBe(25);
    expect(progressPercent([phase('completed'), phase('completed')])).toBe(100);
  });

  it('is 0 without phases (no division by zero)', () => {
    expect(progressPercent([])).toBe(0);
  });
});
