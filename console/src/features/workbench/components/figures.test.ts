import { describe, expect, it } from 'vitest';
import { formatCompactYuan } from './figures';

describe('formatCompactYuan', () => {
  it.each([
    [0, '¥0'],
    [980, '¥980'],
    [1_234_567, '¥1.2M'],
    [4_240_000, '¥4.2M'],
  ])('%d yuan -> %s on the axis', (yuan, label) => {
    expect(formatCompactYuan(yuan)).toBe(label);
  });
});
