/**
 * Tree-shaped resources (units, menu entries) arrive flat, parents first, each naming its
 * `parentId` (docs/screens.md, "Org structure" and "Access"). These helpers give the design
 * system's `Tree` its nodes and tell where a row may move.
 */

/** A flat row of a tree-shaped resource. */
export interface TreeRow {
  id: number;
  parentId: number | null;
}

/** A node of the tree: the row, its `name` as the tree shows and reads it, and its children. */
export interface RowNode<Row extends TreeRow> {
  id: number;
  name: string;
  row: Row;
  children: RowNode<Row>[];
}

/**
 * The flat `rows` (parents before children) as tree nodes named by `nameOf`, siblings in the
 * order given. A row whose parent is not among them shows at the top.
 */
export function rowsToTree<Row extends TreeRow>(rows: readonly Row[], nameOf: (row: Row) => string): RowNode<Row>[] {
  const nodes = new Map<number, RowNode<Row>>(
    rows.map((row) => [row.id, { id: row.id, name: nameOf(row), row, children: [] }]),
  );
  const roots: RowNode<Row>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of row `id` and every row under it (`rows` parents first): where it cannot move. */
export function subtreeOf(rows: readonly TreeRow[], id: number): Set<number> {
  const ids = new Set([id]);
  for (const row of rows) if (row.parentId !== null && ids.has(row.parentId)) ids.add(row.id);
  return ids;
}
