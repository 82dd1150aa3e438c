import { describe, expect, it } from 'vitest';
import { monthLabel, monthStart } from './china-month';

// 2026-03-01 00:30 in China is still 2026-02-28 in UTC.
const EARLY_MARCH_CHINA = Date.UTC(2026, 1, 28, 16, 30);

describe('monthStart and monthLabel', () => {
  it('count months in China time, not UTC', () => {
    expect(monthLabel(EARLY_MARCH_CHINA)).toBe('2026-03');
    expect(monthStart(EARLY_MARCH_CHINA, 0)).toBe(Date.UTC(2026, 1, 28, 16));
    expect(monthLabel(monthStart(EARLY_MARCH_CHINA, 0) - 1)).toBe('2026-02');
  });

  it('go back across a year and forward with a negative count', () => {
    expect(monthLabel(monthStart(EARLY_MARCH_CHINA, 5))).toBe('2025-10');
    expect(monthLabel(monthStart(EARLY_MARCH_CHINA, -1))).toBe('2026-04');
  });
});
