import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_DELAY_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay (docs/behaviour.md, "Live socket")', () => {
  it('uses the constants of docs/behaviour.md, "Formats and limits"', () => {
    expect(RECONNECT_BASE_DELAY_MS).toBe(1_000);
    expect(RECONNECT_MAX_DELAY_MS).toBe(10_000);
  });

  it('doubles from 1 s and stops at 10 s, at the top of the jitter', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 50].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('waits at least half the ceiling, at the bottom of the jitter', () => {
    const bottom = () => 0;
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, bottom))).toEqual([
      500, 1_000, 2_000, 4_000, 5_000,
    ]);
  });

  it('spreads a hundred consoles over the second half of the ceiling', () => {
    const delays = Array.from({ length: 100 }, () => reconnectDelay(4));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(10_000);
    // Math.random: a hundred draws all within 100 ms of each other would be a broken jitter.
    expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(100);
  });
});
