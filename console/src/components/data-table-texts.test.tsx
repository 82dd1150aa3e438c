import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/providers';
import { useDataTableTexts } from './data-table-texts';

describe('a list\'s pagination status (docs/behaviour.md, "Lists")', () => {
  it('says the range and the count, and the count alone when there is no row', () => {
    const { result } = renderHook(() => useDataTableTexts('暂无数据'), { wrapper: TestProviders });
    expect(result.current.formatStatus?.({ from: 11, to: 20, total: 1_201, page: 2, pageCount: 121 })).toBe(
      '第 11–20 条，共 1,201 条',
    );
    expect(result.current.formatStatus?.({ from: 0, to: 0, total: 0, page: 1, pageCount: 1 })).toBe('共 0 条');
  });
});
