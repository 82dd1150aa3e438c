import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * The rows of a grid or tree, or the cards of a list, that stand for items (a table's header row
 * has no `data-key`).
 */
const ITEM_ROWS = ':is([role="row"], li)[data-key]';

/** How long focus waits for the list to drop the deleted item, in ms (a slow refetch). */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * The items that take focus after the item `key` of `collection` is deleted, best first (pure
 * over the DOM as it is before the delete): the next item, then the previous one, in the order a
 * person reads them. In a tree, "next" skips the deleted item's own descendants (rows of a higher
 * `aria-level` right after it), which go with it.
 *
 * @returns the `data-key`s of the candidates, empty when `key` is not in `collection`.
 */
export function successorKeys(collection: ParentNode, key: string): string[] {
  const rows = [...collection.querySelectorAll<HTMLElement>(ITEM_ROWS)];
  const index = rows.findIndex((row) => row.dataset['key'] === key);
  if (index === -1) return [];
  const levelOf = (row: HTMLElement | undefined) => Number(row?.getAttribute('aria-level') ?? 1);
  const level = levelOf(rows[index]);
  let next = index + 1;
  while (next < rows.length && levelOf(rows[next]) > level) next += 1;
  return [rows[next], rows[index - 1]].flatMap((row) => (row?.dataset['key'] ? [row.dataset['key']] : []));
}

/** Whether focus is held by an open dialog (the delete confirmation, still closing). */
function inDialog(element: Element | null): boolean {
  return element?.closest('[role="dialog"], [role="alertdialog"]') != null;
}

/** What {@link useFocusAfterDelete} remembers between the confirmation and the refreshed list. */
interface Pending {
  collection: () => HTMLElement | null;
  key: string;
  candidates: string[];
  heading: () => HTMLElement | null;
  settled: boolean;
  since: number;
}

/**
 * Where focus goes after a row or tree item is deleted (docs/behaviour.md, "Focus after a
 * delete"; WCAG 2.2 SC 2.4.3 Focus Order): to the next item, else the previous one, else the
 * list's heading, never to the page's `<body>` (the delete button that opened the confirmation
 * went with its row). `run` sends a delete through this: give it the grid or tree element, the
 * item's key (its row's `data-key`), the heading to fall back on and the write. Focus moves once
 * the list no longer shows the item and the confirmation has closed; a refused delete leaves it
 * where the confirmation returns it.
 */
export function useFocusAfterDelete() {
  const pending = useRef<Pending | null>(null);
  const frame = useRef(0);

  const land = useCallback(() => {
    const entry = pending.current;
    if (!entry?.settled) return;
    const collection = entry.collection();
    const gone = !collection || !collection.querySelector(`${ITEM_ROWS}[data-key="${CSS.escape(entry.key)}"]`);
    const waiting = !gone || inDialog(document.activeElement);
    if (waiting && Date.now() - entry.since < SETTLE_TIMEOUT_MS) {
      frame.current = requestAnimationFrame(land);
      return;
    }
    pending.current = null;
    const target =
      entry.candidates
        .map((key) => collection?.querySelector<HTMLElement>(`${ITEM_ROWS}[data-key="${CSS.escape(key)}"]`))
        .find(Boolean) ?? entry.heading();
    target?.focus();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** Remembers the item about to be deleted and its neighbours as they are on screen. */
  const prepare = useCallback(
    (collection: () => HTMLElement | null, key: string, heading: () => HTMLElement | null) => {
      const element = collection();
      pending.current = {
        collection,
        key,
        candidates: element ? successorKeys(element, key) : [],
        heading,
        settled: false,
        since: Date.now(),
      };
    },
    [],
  );

  /** The delete went through: focus moves as soon as the list and the dialog let it. */
  const done = useCallback(() => {
    if (!pending.current) return;
    pending.current.settled = true;
    pending.current.since = Date.now();
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(land);
  }, [land]);

  /** The delete was refused: focus stays where the confirmation returns it. */
  const cancel = useCallback(() => {
    pending.current = null;
  }, []);

  /**
   * Runs `write`, the delete of item `key` of `collection`, remembering its neighbours first; once
   * it resolves, focus goes to the next item, the previous one or `heading`.
   *
   * @throws what `write` throws (a refused delete), after forgetting the item.
   */
  const run = useCallback(
    async (
      collection: () => HTMLElement | null,
      key: string,
      heading: () => HTMLElement | null,
      write: () => Promise<unknown>,
    ) => {
      prepare(collection, key, heading);
      try {
        await write();
      } catch (error) {
        cancel();
        throw error;
      }
      done();
    },
    [prepare, done, cancel],
  );

  return { run };
}

/**
 * {@link useFocusAfterDelete} for the items of a tree (units, menu entries): deletes item `key`
 * through `write`, then focus goes to the next item, the previous one, or the heading of the
 * tree's section (docs/behaviour.md, "Focus after a delete"), not to the page as the toolbar went.
 *
 * @returns the delete; it rejects with what `write` throws.
 */
export function useTreeItemDelete(
  tree: RefObject<HTMLElement | null>,
): (key: string, write: () => Promise<unknown>) => Promise<void> {
  const { run } = useFocusAfterDelete();
  return useCallback(
    (key, write) =>
      run(
        () => tree.current,
        key,
        () => tree.current?.closest('section')?.querySelector('h1') ?? null,
        write,
      ),
    [run, tree],
  );
}
