import { describe, expect, it } from 'vitest';
import { allZero, isEmptyList, monthLabel } from './dashboard-data';

describe('allZero', () => {
  it('is true only when every figure is 0', () => {
    expect(allZero({ pending: 0, approved: 0, rejected: 0 })).toBe(true);
    expect(allZero({ pending: 0, approved: 1, rejected: 0 })).toBe(false);
  });
});

describe('isEmptyList', () => {
  it('is true for a list without rows', () => {
    expect(isEmptyList([])).toBe(true);
    expect(isEmptyList([{ id: 1 }])).toBe(false);
  });
});

describe('monthLabel', () => {
  it('names a month in Chinese and in English', () => {
    expect(monthLabel('2026-06', 'zh-CN')).toBe('2026年6月');
    expect(monthLabel('2026-06', 'en')).toBe('Jun 2026');
  });

  it('keeps January and December in their own year whatever the time zone', () => {
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2025-12', 'en')).toBe('Dec 2025');
  });

  it('returns a value that is not YYYY-MM as it is', () => {
    expect(monthLabel('2026-6', 'en')).toBe('2026-6');
  });
});
