import { successorKeys } from './use-focus-after-delete';

/** A collection of rows: `[key, level]` each, in reading order, after a header row without a key. */
function collection(rows: readonly [string, number][]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div role="row"><span role="columnheader" data-key="name">Name</span></div>' +
    rows.map(([key, level]) => `<div role="row" data-key="${key}" aria-level="${level}"></div>`).join('');
  return root;
}

describe('successorKeys (docs/behaviour.md, "Focus after a delete")', () => {
  it('offers the next row, then the previous one, ignoring header cells that carry keys', () => {
    const rows = collection([
      ['1', 1],
      ['2', 1],
      ['3', 1],
    ]);
    expect(successorKeys(rows, '2')).toEqual(['3', '1']);
    expect(successorKeys(rows, '3')).toEqual(['2']);
    expect(successorKeys(rows, '1')).toEqual(['2']);
    expect(successorKeys(rows, 'name')).toEqual([]);
  });

  it('in a tree, skips the deleted item’s own descendants', () => {
    const tree = collection([
      ['a', 1],
      ['b', 1],
      ['b1', 2],
      ['b11', 3],
      ['c', 1],
    ]);
    expect(successorKeys(tree, 'b')).toEqual(['c', 'a']);
    expect(successorKeys(tree, 'b11')).toEqual(['c', 'b1']);
  });

  it('offers the next card, then the previous one, in a list of cards (a table on a phone)', () => {
    const list = document.createElement('ul');
    list.innerHTML = ['1', '2', '3'].map((key) => `<li data-key="${key}"><button>More</button></li>`).join('');
    expect(successorKeys(list, '2')).toEqual(['3', '1']);
    expect(successorKeys(list, '3')).toEqual(['2']);
  });

  it('gives nothing for the only row, or a key that is not there', () => {
    expect(successorKeys(collection([['1', 1]]), '1')).toEqual([]);
    expect(successorKeys(collection([['1', 1]]), '9')).toEqual([]);
  });
});
