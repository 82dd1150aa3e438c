import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  Collection,
  Tree as RACTree,
  TreeItem as RACTreeItem,
  TreeItemContent,
  type Key,
  type TreeProps as RACTreeProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/** One node of a {@link Tree}: a stable `id`, its name, and its children (none for a leaf). */
interface TreeNode {
  id: Key;
  name: string;
  children?: TreeNode[];
}

/**
 * Props of {@link Tree}: the react-aria-components `Tree` props for selection and expansion
 * (`selectedKeys`, `onSelectionChange`, `expandedKeys`, `defaultExpandedKeys`,
 * `onExpandedChange`, `disabledKeys`) plus these. Give `aria-label` (translated by the caller).
 */
interface TreeProps<T extends TreeNode> extends Omit<RACTreeProps<T>, 'children' | 'items' | 'renderEmptyState'> {
  /** The top-level nodes; each node's `children` nest under it. */
  items: T[];
  /** Shown inside the tree when it has no node, e.g. "暂无部门" / "No units yet". */
  emptyLabel: string;
  /**
   * The word on a parent row's chevron button, e.g. "展开" / "Expand": the button is named by it
   * and the row's name ("展开 采购部"), and `aria-expanded` on the row says its state.
   */
  expandLabel: string;
  /** Controls shown at the end of a node's row (a menu button...): Right Arrow moves into them. */
  actions?: (node: T) => React.ReactNode;
  /** Extra text after a node's name (a count...). */
  detail?: (node: T) => React.ReactNode;
  /**
   * One node selected at a time, or none.
   * @default 'single'
   */
  selectionMode?: 'single' | 'none';
}

/**
 * A hierarchy of nodes (WAI-ARIA APG *treeview* pattern; react-aria-components renders it as a
 * `treegrid` whose rows carry `aria-level`, `aria-expanded`, `aria-setsize` and `aria-posinset`):
 * Down / Up move between visible rows, Right opens a closed node (on an open one it moves into
 * the row's controls, where APG would move to the first child, which Down reaches), Left closes an
 * open node or moves to the parent, Home / End go to the first / last row, typing a name's first
 * letters moves to it. In a single-select tree, selection follows focus (the APG option for
 * single-select trees); Space selects too. Each parent row has a chevron button to open and close it by pointer. Primitive:
 * react-aria-components `Tree`, `TreeItem`, `TreeItemContent`.
 */
function Tree<T extends TreeNode>({
  items,
  emptyLabel,
  expandLabel,
  actions,
  detail,
  selectionMode = 'single',
  className,
  ...props
}: TreeProps<T>) {
  const renderNode = (node: T): React.ReactElement => (
    <RACTreeItem
      id={node.id}
      textValue={node.name}
      data-slot="tree-item"
      className={composeClassName(undefined, [
        'group/item flex min-h-9 cursor-default items-center rounded-md px-2 text-sm outline-hidden',
        'hover:bg-accent selected:bg-primary/10 selected:font-medium forced-colors:selected:bg-[Highlight] forced-colors:selected:text-[HighlightText]',
        focusRing,
        'focus-visible:-outline-offset-2',
      ])}
    >
      <TreeItemContent>
        {({ hasChildItems, isExpanded, level }) => (
          <div
            className="flex min-w-0 flex-1 items-center gap-1"
            style={{ paddingInlineStart: `${(level - 1) * 1.25}rem` }}
          >
            {hasChildItems ? (
              <RACButton
                slot="chevron"
                aria-label={expandLabel}
                className={composeClassName(undefined, [
                  'flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent',
                  focusRing,
                ])}
              >
                <ChevronRight
                  aria-hidden="true"
                  className={`size-4 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-90' : ''}`}
                />
              </RACButton>
            ) : (
              <span aria-hidden="true" className="size-6 shrink-0" />
            )}
            <span className="min-w-0 flex-1 py-1.5 wrap-anywhere">{node.name}</span>
            {detail ? <span className="shrink-0 text-muted-foreground tabular-nums">{detail(node)}</span> : null}
            {actions ? <span className="flex shrink-0 items-center gap-1">{actions(node)}</span> : null}
          </div>
        )}
      </TreeItemContent>
      <Collection items={(node.children ?? []) as T[]}>{renderNode}</Collection>
    </RACTreeItem>
  );

  return (
    <RACTree
      data-slot="tree"
      items={items}
      selectionMode={selectionMode}
      selectionBehavior="replace"
      renderEmptyState={() => <p className="p-3 text-sm text-muted-foreground">{emptyLabel}</p>}
      className={composeClassName(className, 'flex flex-col gap-0.5 overflow-auto rounded-md border border-border p-1')}
      {...props}
    >
      {renderNode}
    </RACTree>
  );
}

export { Tree, type TreeNode, type TreeProps };
