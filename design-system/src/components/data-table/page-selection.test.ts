import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePageSelection } from './page-selection';

describe('mergePageSelection', () => {
  it('keeps the other pages’ rows when the page’s header selects all', () => {
    expect(mergePageSelection(new Set(['1', '2']), ['11', '12'], 'all')).toEqual(new Set(['1', '2', '11', '12']));
  });

  it('clears only the page’s rows when the header clears', () => {
    expect(mergePageSelection(new Set(['1', '11', '12']), ['11', '12'], new Set())).toEqual(new Set(['1']));
  });

  it('takes a row toggled on the page', () => {
    expect(mergePageSelection(new Set(['1']), ['11', '12'], new Set(['1', '12']))).toEqual(new Set(['1', '12']));
  });

  it('never changes a row of another page, and leaves each row of the page as the table says', () => {
    const id = fc.integer({ min: 1, max: 40 });
    fc.assert(
      fc.property(
        fc.uniqueArray(id),
        fc.uniqueArray(id, { minLength: 1 }),
        fc.uniqueArray(id),
        (before, page, next) => {
          const merged = mergePageSelection(new Set(before), page, new Set(next));
          for (const key of before) if (!page.includes(key)) expect(merged.has(key)).toBe(true);
          for (const key of page) expect(merged.has(key)).toBe(next.includes(key));
          for (const key of merged) expect(before.includes(Number(key)) || next.includes(Number(key))).toBe(true);
        },
      ),
    );
  });
});
