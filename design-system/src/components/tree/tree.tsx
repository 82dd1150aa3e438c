import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  Collection,
  Tree as RACTree,
  TreeItem as RACTreeItem,
  TreeItemContent,
  useLocale,
  type Key,
  type TreeProps as RACTreeProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/**
 * Design axis of a {@link Tree} row's label: `overflow`, what a name longer than the row does
 * (`wrap` onto more lines, or `truncate` to one line with an ellipsis).
 */
const treeLabelVariants = cva(
  // Under forced colours a selected row is Highlight: its text keeps HighlightText without the
  // Canvas backplate the browser would otherwise draw behind it.
  'min-w-0 flex-1 py-0.5 forced-colors:group-selected/row:forced-color-adjust-none',
  {
    variants: {
      overflow: {
        wrap: 'break-words [overflow-wrap:anywhere]',
        truncate: 'truncate',
      },
    },
    defaultVariants: { overflow: 'wrap' },
  },
);

/**
 * One node of a {@link Tree}'s `items`: a unique `id` (string or number, the key used by
 * `selectedKeys` and `expandedKeys`), the `name` shown and read for it, and its child nodes.
 * A node with a non-empty `children` array is a parent (it gets a chevron and `aria-expanded`);
 * any other is a leaf. Extend it with the record's own fields: `interface Unit extends TreeNode<Unit>`.
 */
interface TreeNode<T = unknown> {
  /** Unique among all nodes of the tree. */
  id: Key;
  /** The node's text: shown when no render prop is given, and always its accessible name and typeahead text. */
  name: string;
  /** The child nodes, in order. */
  children?: readonly T[];
}

/**
 * Props of {@link Tree}: the react-aria-components `Tree` props (`aria-label` or
 * `aria-labelledby`, `selectedKeys`, `defaultSelectedKeys`, `onSelectionChange`,
 * `disallowEmptySelection`, `expandedKeys`, `defaultExpandedKeys`, `onExpandedChange`,
 * `disabledKeys`, `onAction`, `dependencies` …) with a data-driven collection and these additions.
 * All text comes in translated from the caller.
 */
interface TreeProps<T extends TreeNode<T>> extends Omit<
  RACTreeProps<T>,
  'children' | 'items' | 'renderEmptyState' | 'selectionMode' | 'selectionBehavior' | 'dragAndDropHooks'
> {
  /** The root nodes; each node's `children` are nested below it. */
  items: Iterable<T>;
  /**
   * Renders a row's content beside its chevron (e.g. an icon and the name). The row's accessible
   * name stays `item.name`.
   * @default (item) => item.name
   */
  children?: (item: T) => React.ReactNode;
  /**
   * Renders a row's own controls at its inline end, e.g. a menu button. Right Arrow (Left in RTL)
   * moves focus from the row into them; Up and Down Arrows still move between rows. Give each
   * control an accessible name that says which row it acts on.
   */
  renderActions?: (item: T) => React.ReactNode;
  /** Shown in place of the rows when `items` is empty, e.g. "No departments yet". */
  emptyMessage?: React.ReactNode;
  /**
   * `single`: one row at a time is selected (Enter, Space or a click; `aria-selected`); `none`:
   * rows are not selectable, and Enter or a click on a parent row opens or closes it.
   * @default 'single'
   */
  selectionMode?: 'none' | 'single';
  /**
   * What a name longer than the row does: `wrap` onto more lines, or `truncate` to one line with
   * an ellipsis (the full name stays the row's accessible name and its `title`).
   * @default 'wrap'
   */
  overflow?: VariantProps<typeof treeLabelVariants>['overflow'];
  /** The `treegrid` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A hierarchy of expandable rows with single selection (WAI-ARIA APG treeview keyboard).
 * Primitive: react-aria-components `Tree`, `TreeItem`, `TreeItemContent`, which render
 * `role="treegrid"` with `row`s (`aria-level`, `aria-expanded`, `aria-selected`,
 * `aria-posinset` / `aria-setsize`) and one `gridcell` each, so a row may hold its own buttons.
 *
 * Keyboard: Tab enters at the selected row (else the row focused last, else the first) and Tab
 * leaves the tree; Down / Up Arrow move to the next / previous visible row; Right Arrow opens a
 * closed row, and on an open row moves to its first child; Left Arrow closes an open row, and on
 * a child moves to its parent; Home / End go to the first / last visible row; Enter or Space
 * selects; typing a name moves to it. Right / Left are mirrored in right-to-left locales.
 *
 * One deliberate difference from RAC: on an open row without controls RAC's Right Arrow keeps
 * focus where it is; here it moves to the first child, as the treeview pattern says. On a row
 * with controls (`renderActions`) Right Arrow moves into them first, as the APG treegrid pattern
 * does for a row's cells, so the controls stay reachable.
 *
 * Each parent row has a chevron button (RAC `slot="chevron"`, out of the tab order, named
 * "Expand" / "Collapse" plus the row name in the user's language) for pointer users.
 */
function Tree<T extends TreeNode<T>>({
  items,
  children: renderLabel,
  renderActions,
  emptyMessage,
  selectionMode = 'single',
  overflow = 'wrap',
  dependencies = [],
  className,
  ...props
}: TreeProps<T>) {
  const { direction } = useLocale();
  const cacheKeys = [renderLabel, renderActions, overflow, ...dependencies];

  const renderItem = (item: T) => (
    <RACTreeItem
      id={item.id}
      textValue={item.name}
      data-slot="tree-item"
      className={composeClassName(undefined, [
        'group/row relative flex cursor-default rounded-md py-1 pe-2 text-sm text-foreground outline-hidden',
        'ps-[calc(0.25rem+(var(--tree-item-level)-1)*var(--tree-indent))]',
        'hover:bg-accent hover:text-accent-foreground',
        'selected:bg-accent selected:font-medium selected:text-accent-foreground',
        'selected:before:absolute selected:before:inset-y-1.5 selected:before:start-0 selected:before:w-0.75 selected:before:rounded-full selected:before:bg-primary',
        'forced-colors:selected:bg-[Highlight] forced-colors:selected:text-[HighlightText]',
        'disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        'focus-visible:-outline-offset-2',
        // outline-hidden draws a system-colour outline on every row under forced colours; keep it to the focused one.
        'forced-colors:outline-none',
      ])}
    >
      <TreeItemContent>
        {({ hasChildItems }) => (
          <div data-slot="tree-item-content" className="flex min-w-0 flex-1 items-start gap-1">
            {hasChildItems ? (
              <RACButton
                slot="chevron"
                data-slot="tree-chevron"
                className={composeClassName(undefined, [
                  'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
                  'group-selected/row:text-accent-foreground hover:bg-muted hover:text-foreground',
                  'forced-colors:text-[ButtonText] forced-colors:group-selected/row:text-[HighlightText]',
                  // Never focused (RAC keeps it out of the tab order and off focus on press): the row shows focus.
                  'outline-none',
                ])}
              >
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-expanded/row:rotate-90 motion-reduce:transition-none rtl:-scale-x-100 rtl:group-expanded/row:-rotate-90"
                />
              </RACButton>
            ) : (
              <span data-slot="tree-leaf-spacer" aria-hidden="true" className="size-6 shrink-0" />
            )}
            <span
              data-slot="tree-item-label"
              title={overflow === 'truncate' ? item.name : undefined}
              className={treeLabelVariants({ overflow })}
            >
              {renderLabel ? renderLabel(item) : item.name}
            </span>
            {renderActions ? (
              <span data-slot="tree-item-actions" className="flex shrink-0 items-center gap-1">
                {renderActions(item)}
              </span>
            ) : null}
          </div>
        )}
      </TreeItemContent>
      {item.children?.length ? (
        <Collection items={item.children} dependencies={cacheKeys}>
          {renderItem}
        </Collection>
      ) : null}
    </RACTreeItem>
  );

  /**
   * Right Arrow (Left in RTL) on an open row that holds no controls moves to its first child,
   * which RAC leaves undone. Runs in the capture phase so it comes before RAC's row handler.
   */
  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const row = event.target as HTMLElement;
    const expandKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== expandKey || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (row.getAttribute('role') !== 'row' || row.getAttribute('aria-expanded') !== 'true') return;
    if (!event.currentTarget.contains(row)) return;
    if (row.querySelector('[data-slot="tree-item-actions"] :is(button, a[href], input, select, textarea, [tabindex])'))
      return;
    const level = Number(row.getAttribute('aria-level'));
    const next = row.nextElementSibling;
    if (!(next instanceof HTMLElement) || Number(next.getAttribute('aria-level')) !== level + 1) return;
    event.preventDefault();
    event.stopPropagation();
    // Focusing the row element makes RAC move its focused key there (useSelectableItem's onFocus).
    next.focus();
  };

  return (
    // Only a keyboard handler, and no box (`display: contents`): the treegrid inside takes the
    // focus. RAC's Tree accepts no key handlers, and this one must run before the row's own
    // capture-phase handler, so it sits on an ancestor.
    <div data-slot="tree-root" className="contents" onKeyDownCapture={onKeyDownCapture}>
      <RACTree
        data-slot="tree"
        items={items}
        selectionMode={selectionMode}
        dependencies={cacheKeys}
        renderEmptyState={() => (
          <div data-slot="tree-empty" className="px-3 py-6 text-center text-sm text-muted-foreground">
            {emptyMessage}
          </div>
        )}
        className={composeClassName(className, [
          // One level of indent: the chevron's 24 px plus the 4 px gap after it.
          'flex flex-col gap-px rounded-md p-1 [--tree-indent:1.75rem]',
          focusRing,
          'forced-colors:outline-none',
        ])}
        {...props}
      >
        {renderItem}
      </RACTree>
    </div>
  );
}

export { Tree, treeLabelVariants, type TreeNode, type TreeProps };
