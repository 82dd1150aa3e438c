import { formatTimestamp, toMilliseconds } from './format';

describe('formatTimestamp (spec section 9)', () => {
  it('treats 10-digit timestamps as seconds', () => {
    expect(toMilliseconds(1_763_700_000)).toBe(1_763_700_000_000);
    expect(toMilliseconds(1_763_700_000_123)).toBe(1_763_700_000_123);
  });

  it('formats as YYYY-MM-DD HH:mm:ss in local time', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatTimestamp(local)).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp(Math.floor(local / 1000))).toBe('2026-01-05 07:08:09');
  });

  it('answers an empty string for what is not a date', () => {
    expect(formatTimestamp('soon')).toBe('');
  });
});
