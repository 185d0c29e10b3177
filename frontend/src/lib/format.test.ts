import { describe, expect, it } from '@jest/globals';
import { formatFileSize, progressPercent } from './format';

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

describe('formatFileSize', () => {
  it('counts in 1024s with one decimal below 10 of a unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});
