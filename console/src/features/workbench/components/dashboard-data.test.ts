import { describe, expect, it } from 'vitest';
import {
  allZero,
  countClosingWithin,
  countToday,
  daysWaiting,
  isEmptyList,
  monthLabel,
  monthTotals,
  relativeChange,
} from './dashboard-data';

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

  it('leaves the year out on request', () => {
    expect(monthLabel('2026-06', 'zh-CN', false)).toBe('6月');
    expect(monthLabel('2026-06', 'en', false)).toBe('Jun');
  });

  it('returns a value that is not YYYY-MM as it is', () => {
    expect(monthLabel('2026-6', 'en')).toBe('2026-6');
  });
});

describe('monthTotals and relativeChange (the purchasing figure)', () => {
  const months = (...amounts: number[]) => amounts.map((amount, index) => ({ month: `2026-0${index + 1}`, amount }));

  it("sums the kinds' last month and the month before", () => {
    expect(monthTotals([months(1, 2, 300), months(0, 50.5, 0), months(9, 0, 0.25)])).toEqual({
      current: 300.25,
      previous: 52.5,
    });
    expect(monthTotals([])).toEqual({ current: 0, previous: 0 });
  });

  it('compares with last month, and has nothing to compare with when last month was 0', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(100, 100)).toBe(0);
    expect(relativeChange(100, 0)).toBeNull();
  });
});

describe('countToday, daysWaiting and countClosingWithin (the approvals and inquiries figures)', () => {
  // 2026-06-15 09:00 in China (01:00 UTC).
  const now = Date.UTC(2026, 5, 15, 1);
  const hours = (count: number) => count * 3_600_000;

  it('counts what arrived on the China calendar day of now', () => {
    // 00:30 China time the same day is still yesterday in UTC.
    expect(countToday([Date.UTC(2026, 5, 14, 16, 30), now - hours(1), now - hours(10)], now)).toBe(2);
    expect(countToday([], now)).toBe(0);
  });

  it('says how many whole days the oldest has waited', () => {
    expect(daysWaiting([now - hours(3), now - hours(50)], now)).toBe(2);
    expect(daysWaiting([now], now)).toBe(0);
    expect(daysWaiting([], now)).toBe(0);
  });

  it('counts deadlines still ahead and at most the given time away', () => {
    const threeDays = hours(72);
    expect(countClosingWithin([now - 1, now + hours(1), now + threeDays, now + threeDays + 1], now, threeDays)).toBe(2);
  });
});
