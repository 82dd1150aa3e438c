import type { Selection } from 'react-aria-components';

/**
 * A server-paged table's selection after a change on the page it shows (docs/behaviour.md,
 * "Lists", bulk work): the rows selected on other pages stay selected, and the page's own rows are
 * as `next` says. react-aria's table only knows the page it renders, so its select-all answers
 * `'all'` (every row of the page) and its clear answers an empty set (which would also drop the
 * other pages' rows).
 * @param previous the selection before the change, row ids of any page
 * @param pageKeys the ids of the rows the page shows
 * @param next what the table reports after the change
 * @returns a new set of row ids, never `'all'`
 */
export function mergePageSelection(
  previous: ReadonlySet<string | number>,
  pageKeys: readonly (string | number)[],
  next: Selection,
): Set<string | number> {
  const onPage = new Set(pageKeys);
  const merged = new Set([...previous].filter((key) => !onPage.has(key)));
  for (const key of pageKeys) if (next === 'all' || next.has(key)) merged.add(key);
  return merged;
}
