import {
  formatBytes,
  formatCompactMoney,
  formatMoney,
  formatThousands,
  formatTimeAgo,
  formatTimestamp,
  toMilliseconds,
} from './format';

describe('formatTimestamp (docs/behaviour.md, "Formats and limits")', () => {
  it('treats 10-digit timestamps as seconds', () => {
    expect(toMilliseconds(1_763_700_000)).toBe(1_763_700_000_000);
    expect(toMilliseconds(1_763_700_000_123)).toBe(1_763_700_000_123);
  });

  it('formats as YYYY-MM-DD HH:mm:ss in local time', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatTimestamp(local)).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp(Math.floor(local / 1000))).toBe('2026-01-05 07:08:09');
  });

  it('reads an ISO 8601 date string as that instant', () => {
    expect(toMilliseconds('2026-03-01T08:30:00.000Z')).toBe(Date.UTC(2026, 2, 1, 8, 30));
    const local = new Date(2026, 2, 1, 16, 30, 5);
    expect(formatTimestamp(local.toISOString())).toBe('2026-03-01 16:30:05');
  });

  it('answers an empty string for what is not a date', () => {
    expect(formatTimestamp('soon')).toBe('');
  });
});

describe('formatTimeAgo (docs/behaviour.md, "Formats and limits", boundaries)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const ago = (seconds: number) => now - seconds * 1000;

  it.each([
    [29, '刚刚', 'just now'],
    [30, '1分钟前', '1 minute ago'],
    [59 * 60, '59分钟前', '59 minutes ago'],
    [3600, '1小时前', '1 hour ago'],
    [23 * 3600, '23小时前', '23 hours ago'],
    [24 * 3600, '1天前', '1 day ago'],
    [47 * 3600, '1天前', '1 day ago'],
  ])('%i s ago reads %s / %s', (seconds, zh, en) => {
    expect(formatTimeAgo(ago(seconds), 'zh-CN', '刚刚', now)).toBe(zh);
    expect(formatTimeAgo(ago(seconds), 'en', 'just now', now)).toBe(en);
  });

  it('shows the date from two days on, and takes 10-digit seconds', () => {
    const then = ago(48 * 3600);
    expect(formatTimeAgo(then, 'en', 'just now', now)).toBe(formatTimestamp(then));
    expect(formatTimeAgo(Math.floor(ago(120) / 1000), 'en', 'just now', now)).toBe('2 minutes ago');
  });
});

describe('formatThousands (docs/behaviour.md, "Formats and limits")', () => {
  it('separates thousands with commas and keeps fractions', () => {
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands(-1000)).toBe('-1,000');
    expect(formatThousands(999)).toBe('999');
  });
});

describe('formatMoney and formatCompactMoney (docs/behaviour.md, "Formats and limits")', () => {
  it('writes exact amounts with two decimals and one symbol per language', () => {
    expect(formatMoney(1234.5, 'zh-CN')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, 'en')).toBe('CN¥1,234.50');
    expect(formatMoney(-0.5, 'zh-CN')).toBe('-¥0.50');
  });

  it.each([
    [0, '¥0'],
    [-0, '¥0'],
    [999, '¥999'],
    [9999, '¥9,999'],
    [9999.994, '¥9,999.99'],
    [10_000, '¥1万'],
    [12_345, '¥1.23万'],
    [99_994_999, '¥9,999.5万'],
    [99_999_999, '¥1亿'],
    [100_000_000, '¥1亿'],
    [123_456_789, '¥1.23亿'],
    [1e12, '¥1万亿'],
    [-12_345, '-¥1.23万'],
    [-500_000_000, '-¥5亿'],
  ])('zh: %d -> %s (万 from 10^4, 亿 from 10^8)', (yuan, expected) => {
    expect(formatCompactMoney(yuan, 'zh-CN')).toBe(expected);
  });

  it.each([
    [0, 'CN¥0'],
    [999, 'CN¥999'],
    [1000, 'CN¥1k'],
    [12_345, 'CN¥12.35k'],
    [999_999, 'CN¥1M'],
    [2_500_000, 'CN¥2.5M'],
    [1_234_567_890, 'CN¥1.23B'],
    [-1234, '-CN¥1.23k'],
  ])('en: %d -> %s (k from 10^3, M from 10^6)', (yuan, expected) => {
    expect(formatCompactMoney(yuan, 'en')).toBe(expected);
  });

  it('keeps at most `digits` fraction digits', () => {
    expect(formatCompactMoney(12_345, 'zh-CN', 1)).toBe('¥1.2万');
    expect(formatCompactMoney(12_345, 'en', 0)).toBe('CN¥12k');
  });
});

describe('formatBytes (document sizes)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1000, '1,000 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 * 1024, '1.3 MB'],
    [3 * 1024 ** 3, '3,072 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
