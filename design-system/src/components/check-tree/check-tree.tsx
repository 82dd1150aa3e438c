import { cva } from 'class-variance-authority';
import { Check, ChevronRight, Minus } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { useFilter, useLocale, type Key } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/**
 * Design axes of the box drawn at the start of a {@link CheckTree} row (APG checkbox pattern's
 * three states): `state`, the row's `aria-checked` (`checked` shows a check mark, `mixed` a dash,
 * `unchecked` an empty box), and `isDisabled`. The box and its mark use the brand pair
 * `--primary` / `--primary-foreground`, whose contrast the tokens clamp to 3:1 against the page
 * (WCAG 1.4.11); under forced colours the box keeps system colours: `Highlight` when checked or
 * mixed, `GrayText` when disabled.
 */
const checkTreeBoxVariants = cva(
  [
    'mt-1 flex size-4 shrink-0 items-center justify-center rounded-sm border transition-colors motion-reduce:transition-none',
    // Drawn with system colours under forced colours, so the checked fill is not flattened to Canvas.
    'forced-colors:forced-color-adjust-none',
  ],
  {
    variants: {
      state: {
        unchecked: 'border-input bg-surface forced-colors:border-[ButtonText] forced-colors:bg-[Canvas]',
        checked:
          'border-primary bg-primary text-primary-foreground forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        mixed:
          'border-primary bg-primary text-primary-foreground forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
      },
      isDisabled: {
        true: 'forced-colors:border-[GrayText]',
        false: '',
      },
    },
    compoundVariants: [
      { state: 'checked', isDisabled: true, className: 'forced-colors:bg-[GrayText] forced-colors:text-[Canvas]' },
      { state: 'mixed', isDisabled: true, className: 'forced-colors:bg-[GrayText] forced-colors:text-[Canvas]' },
    ],
    defaultVariants: { state: 'unchecked', isDisabled: false },
  },
);

/**
 * One node of a {@link CheckTree}'s `items`: a unique `id` (string or number; the key used by
 * `checkedKeys`, `expandedKeys` and `disabledKeys`), the `name` shown and read for it, an optional
 * `description` shown under the name and read as the row's description, and its child nodes.
 * A node with a non-empty `children` array is a parent (chevron, `aria-expanded`, a derived
 * tri-state); any other node, `children: []` included, is a leaf, the only kind of node stored as
 * checked. Extend it with the record's own fields: `interface Permission extends CheckTreeNode<Permission>`.
 */
interface CheckTreeNode<T = unknown> {
  /** Unique among all nodes of the tree. */
  id: Key;
  /** The node's text: shown, its accessible name and its type-ahead text. */
  name: string;
  /** Secondary text under the name (e.g. a permission code), the row's accessible description. */
  description?: string;
  /** The child nodes, in order. */
  children?: readonly T[];
}

/**
 * A node's check state, as its `aria-checked` says it (APG checkbox pattern, mixed): `true` when
 * every leaf at or below it is checked, `false` when none is, `'mixed'` when some are.
 */
type CheckTreeState = boolean | 'mixed';

/**
 * Props of {@link CheckTree}. Give the tree a name with `aria-label` or `aria-labelledby`
 * (WCAG 4.1.2). All text comes in translated from the caller.
 */
interface CheckTreeProps<T extends CheckTreeNode<T>> {
  /** The root nodes; each node's `children` are nested below it. */
  items: Iterable<T>;
  /**
   * The checked leaves (controlled). Only leaf ids count: a parent's state is derived from its
   * leaves ({@link checkStateOf}); ids not in the tree are kept as they are.
   */
  checkedKeys?: Iterable<Key>;
  /** The leaves checked at first (uncontrolled). */
  defaultCheckedKeys?: Iterable<Key>;
  /** Called with the new set of checked leaves after a row is toggled ({@link toggleKey}). */
  onCheckedChange?: (keys: Set<Key>) => void;
  /** The open parents (controlled). */
  expandedKeys?: Iterable<Key>;
  /** The parents open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  /** Called with the new set of open parents after one opens or closes. */
  onExpandedChange?: (keys: Set<Key>) => void;
  /**
   * Nodes that cannot be toggled, nor any node below them: they are `aria-disabled`, stay
   * focusable and can still be opened, keep their checked state, count for their parents' state as
   * they are, and are skipped when a parent above them is toggled.
   */
  disabledKeys?: Iterable<Key>;
  /**
   * Shows the checks without letting them change (Space, Enter and clicks do nothing). ARIA 1.2
   * allows `aria-readonly` on no `tree` or `treeitem` (axe reports it, rule `aria-allowed-attr`),
   * so say it in words: point `aria-describedby` at a visible note such as "Built-in role: read only".
   */
  isReadOnly?: boolean;
  /**
   * Renders a row's own controls at its inline end, e.g. a details button. They are kept out of
   * the tab order: Right Arrow (Left in RTL) moves from an open or end row into them, Left / Right
   * Arrow move between them and back to the row, Up / Down Arrow go on to the rows. Give each
   * control an accessible name that says which row it acts on.
   */
  renderActions?: (item: T) => React.ReactNode;
  /** Shown in place of the rows when `items` is empty, e.g. "No menus to assign", and read as the tree's description. */
  emptyMessage?: React.ReactNode;
  /** The tree's accessible name. */
  'aria-label'?: string;
  /** The id of the element that names the tree, e.g. a visible heading. */
  'aria-labelledby'?: string;
  /** The id(s) of elements that describe the tree (e.g. the read-only note). */
  'aria-describedby'?: string;
  /** The `id` of the `tree` element. */
  id?: string;
  /** Classes of the outer box, which holds the tree and the empty message. */
  className?: string;
  /** The `tree` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/** A node of the tree with where it sits, and the leaves at or below it. */
interface IndexedNode<T> {
  node: T;
  parent: Key | undefined;
  level: number;
  posinset: number;
  setsize: number;
  /** Ids of the leaves at or below the node, itself when it is a leaf. */
  leaves: Key[];
}

interface TreeIndex<T> {
  roots: readonly T[];
  nodes: Map<Key, IndexedNode<T>>;
}

function isParent<T extends CheckTreeNode<T>>(node: T): boolean {
  return (node.children?.length ?? 0) > 0;
}

function indexTree<T extends CheckTreeNode<T>>(items: Iterable<T>): TreeIndex<T> {
  const roots = Array.from(items);
  const nodes = new Map<Key, IndexedNode<T>>();
  const visit = (siblings: readonly T[], parent: Key | undefined, level: number): Key[] => {
    const leaves: Key[] = [];
    siblings.forEach((node, i) => {
      const entry: IndexedNode<T> = { node, parent, level, posinset: i + 1, setsize: siblings.length, leaves: [] };
      nodes.set(node.id, entry);
      entry.leaves = isParent(node) ? visit(node.children ?? [], node.id, level + 1) : [node.id];
      leaves.push(...entry.leaves);
    });
    return leaves;
  };
  visit(roots, undefined, 1);
  return { roots, nodes };
}

function stateIn<T>(index: TreeIndex<T>, checked: ReadonlySet<Key>, id: Key): CheckTreeState {
  const leaves = index.nodes.get(id)?.leaves ?? [];
  const count = leaves.filter((leaf) => checked.has(leaf)).length;
  if (count === 0) return false;
  return count === leaves.length ? true : 'mixed';
}

/** Disabled itself, or below a disabled node. */
function isDisabledIn<T>(index: TreeIndex<T>, disabled: ReadonlySet<Key>, id: Key): boolean {
  for (let key: Key | undefined = id; key !== undefined; key = index.nodes.get(key)?.parent) {
    if (disabled.has(key)) return true;
  }
  return false;
}

function toggleIn<T>(index: TreeIndex<T>, checked: ReadonlySet<Key>, id: Key, disabled: ReadonlySet<Key>): Set<Key> {
  const next = new Set(checked);
  const entry = index.nodes.get(id);
  if (!entry || isDisabledIn(index, disabled, id)) return next;
  const enabled = entry.leaves.filter((leaf) => !isDisabledIn(index, disabled, leaf));
  const check = enabled.some((leaf) => !checked.has(leaf));
  for (const leaf of enabled) {
    if (check) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/**
 * The check state of one node (pure; APG checkbox pattern, mixed): a leaf is `true` when its id is
 * in `checkedKeys`; a parent is `true` when all the leaves below it are, `false` when none is and
 * `'mixed'` otherwise. Disabled leaves count as they are. Parent ids in `checkedKeys` are ignored;
 * an id not in the tree is `false`.
 *
 * @param tree - the root nodes, as given to {@link CheckTree}'s `items`.
 * @param checkedKeys - the checked leaf ids.
 * @param id - the node asked about.
 */
function checkStateOf<T extends CheckTreeNode<T>>(
  tree: Iterable<T>,
  checkedKeys: Iterable<Key>,
  id: Key,
): CheckTreeState {
  return stateIn(indexTree(tree), new Set(checkedKeys), id);
}

/**
 * The checked leaves after toggling one node (pure), as Space, Enter or a click does in
 * {@link CheckTree}: a leaf flips; a parent checks all its enabled leaves unless they all are
 * checked already, in which case it unchecks them all. Disabled nodes, and nodes below a disabled
 * one, keep their state; toggling one of them changes nothing. Ids that are not leaves of `tree`
 * are kept. The input is not changed.
 *
 * @param tree - the root nodes, as given to {@link CheckTree}'s `items`.
 * @param checkedKeys - the checked leaf ids before the toggle.
 * @param id - the node toggled.
 * @param disabledKeys - the disabled nodes, as given to {@link CheckTree}'s `disabledKeys`.
 * @returns a new set of checked leaf ids.
 */
function toggleKey<T extends CheckTreeNode<T>>(
  tree: Iterable<T>,
  checkedKeys: Iterable<Key>,
  id: Key,
  disabledKeys: Iterable<Key> = [],
): Set<Key> {
  return toggleIn(indexTree(tree), new Set(checkedKeys), id, new Set(disabledKeys));
}

/** A set of keys that is controlled when `value` is given, else kept here from `defaultValue`. */
function useKeySet(
  value: Iterable<Key> | undefined,
  defaultValue: Iterable<Key> | undefined,
  onChange: ((keys: Set<Key>) => void) | undefined,
): [ReadonlySet<Key>, (keys: Set<Key>) => void] {
  const [own, setOwn] = useState<ReadonlySet<Key>>(() => new Set(defaultValue ?? []));
  const controlled = useMemo(() => (value === undefined ? undefined : new Set(value)), [value]);
  const set = (keys: Set<Key>) => {
    if (controlled === undefined) setOwn(keys);
    onChange?.(keys);
  };
  return [controlled ?? own, set];
}

function sameKeys(a: ReadonlySet<Key>, b: ReadonlySet<Key>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

/** A visible row: a root, or a node whose ancestors are all open. */
interface CheckTreeRow<T> extends IndexedNode<T> {
  isParent: boolean;
  isExpanded: boolean;
}

function visibleRows<T extends CheckTreeNode<T>>(index: TreeIndex<T>, expanded: ReadonlySet<Key>): CheckTreeRow<T>[] {
  const rows: CheckTreeRow<T>[] = [];
  const visit = (siblings: readonly T[]) => {
    for (const node of siblings) {
      const entry = index.nodes.get(node.id);
      if (!entry) continue;
      const parent = isParent(node);
      const isExpanded = parent && expanded.has(node.id);
      rows.push({ ...entry, isParent: parent, isExpanded });
      if (isExpanded) visit(node.children ?? []);
    }
  };
  visit(index.roots);
  return rows;
}

/** What may take focus inside a row's actions. */
const ACTION_CONTROLS =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

function actionControls(row: HTMLElement): HTMLElement[] {
  const slot = row.querySelector('[data-slot="check-tree-actions"]');
  return slot ? Array.from(slot.querySelectorAll<HTMLElement>(ACTION_CONTROLS)) : [];
}

/** How long typed characters add up to one type-ahead string. */
const TYPEAHEAD_MS = 500;

/**
 * A tree of checkboxes with tri-state parents, e.g. a role's permissions (menu groups > menu
 * entries > permission points). WAI-ARIA APG treeview pattern, multi-select with `aria-checked`,
 * with each parent a mixed checkbox (APG checkbox pattern, mixed).
 *
 * Roles and states (WCAG 4.1.2): a `tree` with `aria-multiselectable="true"`, named by
 * `aria-label` or `aria-labelledby`, owning a flat list of the visible `treeitem`s, each with
 * `aria-level`, `aria-setsize`, `aria-posinset`, `aria-expanded` on parents, `aria-checked`
 * (`true`, `false` or `mixed`, derived from the leaves: {@link checkStateOf}), `aria-disabled` for
 * disabled nodes, named by its `name` and described by its `description`. Children of a closed
 * parent are not rendered.
 *
 * Keyboard (WCAG 2.1.1), with a roving tabindex: Tab enters at the row focused last, else the first
 * checked row, else the first row, and Tab leaves the tree. Down / Up Arrow move to the next /
 * previous visible row; Right Arrow opens a closed parent, and on an open one moves to its first
 * child; Left Arrow closes an open parent, and on a child moves to its parent; Home / End go to the
 * first / last visible row; `*` opens every parent among the focused row's siblings; typing a name
 * moves to it; Space or Enter toggles the focused row ({@link toggleKey}). Right / Left are
 * mirrored in right-to-left locales (`useLocale`). With `renderActions`, Right Arrow on an open or
 * end row moves into the row's controls instead, as the APG treegrid pattern does for a row's
 * cells, so they stay reachable.
 *
 * Pointer: a click on the box or the name toggles the row; a click on the chevron opens or closes
 * it (keyboard and assistive technology use the arrows and `aria-expanded` instead, so the chevron
 * is hidden from them and needs no translated name). The focused row shows the library's focus
 * ring (WCAG 2.4.7); colours come from the semantic tokens, and from system colours under forced
 * colours.
 *
 * Primitive: none. react-aria-components `Tree` renders a `treegrid` with `aria-selected` and has
 * no tri-state `aria-checked`, so the treeview is built here on RAC's `useLocale` (direction) and
 * `useFilter` (locale-aware type-ahead).
 */
function CheckTree<T extends CheckTreeNode<T>>({
  items,
  checkedKeys,
  defaultCheckedKeys,
  onCheckedChange,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  disabledKeys,
  isReadOnly = false,
  renderActions,
  emptyMessage,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...labelling
}: CheckTreeProps<T>) {
  const { direction } = useLocale();
  const { startsWith } = useFilter({ sensitivity: 'base' });
  const baseId = useId();
  const index = useMemo(() => indexTree(items), [items]);
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);
  const [checked, setChecked] = useKeySet(checkedKeys, defaultCheckedKeys, onCheckedChange);
  const [expanded, setExpanded] = useKeySet(expandedKeys, defaultExpandedKeys, onExpandedChange);
  const [focusedKey, setFocusedKey] = useState<Key | undefined>(undefined);
  const treeRef = useRef<HTMLDivElement | null>(null);
  const rowRefs = useRef(new Map<Key, HTMLDivElement>());
  const typeahead = useRef<{ text: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    text: '',
    timer: undefined,
  });

  const rows = visibleRows(index, expanded);
  const states = new Map(rows.map((row) => [row.node.id, stateIn(index, checked, row.node.id)]));
  const visible = new Set(states.keys());

  // Roving tabindex: the row focused last (or its nearest visible ancestor once it is hidden),
  // else the first checked row, else the first row (APG treeview, "focus on a multi-select tree").
  let tabStop: Key | undefined = focusedKey;
  while (tabStop !== undefined && !visible.has(tabStop)) tabStop = index.nodes.get(tabStop)?.parent;
  tabStop ??= rows.find((row) => states.get(row.node.id) === true)?.node.id ?? rows[0]?.node.id;

  // A row's controls are reached with the arrows, so Tab stops once in the tree. The controls are
  // the caller's elements, hence the attribute is set on the DOM after each render.
  useLayoutEffect(() => {
    treeRef.current
      ?.querySelectorAll<HTMLElement>('[data-slot="check-tree-actions"]')
      .forEach((slot) =>
        slot.querySelectorAll(ACTION_CONTROLS).forEach((control) => control.setAttribute('tabindex', '-1')),
      );
  });

  useEffect(() => {
    const state = typeahead.current;
    return () => clearTimeout(state.timer);
  }, []);

  const focusRow = (key: Key | undefined) => {
    if (key !== undefined) rowRefs.current.get(key)?.focus();
  };

  const focusAt = (at: number) => focusRow(rows[Math.min(Math.max(at, 0), rows.length - 1)]?.node.id);

  const toggle = (key: Key) => {
    if (isReadOnly) return;
    const next = toggleIn(index, checked, key, disabled);
    if (!sameKeys(next, checked)) setChecked(next);
  };

  const setOpen = (keys: Key[], open: boolean) => {
    const next = new Set(expanded);
    for (const key of keys) {
      if (open) next.add(key);
      else next.delete(key);
    }
    if (!sameKeys(next, expanded)) setExpanded(next);
  };

  /** APG type-ahead: one character searches from the next row, more typed quickly search from this one. */
  const typeAhead = (character: string, at: number) => {
    const state = typeahead.current;
    clearTimeout(state.timer);
    state.text += character;
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_MS);
    const start = state.text.length === character.length ? at + 1 : at;
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[(start + i) % rows.length];
      if (row && startsWith(row.node.name, state.text)) {
        focusRow(row.node.id);
        return;
      }
    }
  };

  /** Keys pressed on one of a row's controls (renderActions). */
  const onControlKeyDown = (event: React.KeyboardEvent<HTMLDivElement>, at: number): boolean => {
    const controls = actionControls(event.currentTarget);
    const current = controls.indexOf(event.target as HTMLElement);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at - 1);
    else if (event.key === back) (controls[current - 1] ?? event.currentTarget).focus();
    else if (event.key === forward) controls[current + 1]?.focus();
    else return false;
    return true;
  };

  const onRowKeyDown = (event: React.KeyboardEvent<HTMLDivElement>, row: CheckTreeRow<T>, at: number) => {
    // Keys from a portalled overlay (a row's menu) bubble here through React; they are not ours.
    if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target !== event.currentTarget) {
      if (onControlKeyDown(event, at)) event.preventDefault();
      return;
    }
    const key = row.node.id;
    const expandKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const collapseKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const typing = typeahead.current.text !== '';
    switch (event.key) {
      case 'ArrowDown':
        focusAt(at + 1);
        break;
      case 'ArrowUp':
        focusAt(at - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(rows.length - 1);
        break;
      case expandKey: {
        const controls = actionControls(event.currentTarget);
        if (row.isParent && !row.isExpanded) setOpen([key], true);
        else if (controls[0]) controls[0].focus();
        else if (row.isExpanded) focusAt(at + 1);
        break;
      }
      case collapseKey:
        if (row.isExpanded) setOpen([key], false);
        else focusRow(row.parent);
        break;
      case '*': {
        const siblings = row.parent === undefined ? index.roots : (index.nodes.get(row.parent)?.node.children ?? []);
        setOpen(
          siblings.filter((node) => isParent(node)).map((node) => node.id),
          true,
        );
        break;
      }
      case 'Enter':
        toggle(key);
        break;
      case ' ':
        // A space inside a name being typed goes on with the type-ahead, as in RAC's collections.
        if (typing) typeAhead(event.key, at);
        else toggle(key);
        break;
      default:
        if ([...event.key].length !== 1) return;
        typeAhead(event.key, at);
    }
    event.preventDefault();
  };

  const onRowClick = (event: React.MouseEvent<HTMLDivElement>, row: CheckTreeRow<T>) => {
    const target = event.target as Element;
    // Clicks in a portalled overlay, or on the row's own controls, are not the row's.
    if (!event.currentTarget.contains(target) || target.closest('[data-slot="check-tree-actions"]')) return;
    if (target.closest('[data-slot="check-tree-chevron"]')) setOpen([row.node.id], !row.isExpanded);
    else toggle(row.node.id);
  };

  /** Keeps the `tree` element here (for the row controls' tabindex) and hands it to the caller's `ref`. */
  const setTreeRef = (node: HTMLDivElement | null) => {
    treeRef.current = node;
    const cleanup = typeof ref === 'function' ? ref(node) : undefined;
    if (ref && typeof ref === 'object') ref.current = node;
    return () => {
      treeRef.current = null;
      if (typeof cleanup === 'function') cleanup();
      else if (typeof ref === 'function') ref(null);
      else if (ref) ref.current = null;
    };
  };

  const emptyId = `${baseId}-empty`;
  const isEmpty = rows.length === 0;

  return (
    <div data-slot="check-tree-root" className={cn('flex flex-col rounded-md', className)}>
      <div
        ref={setTreeRef}
        id={id}
        role="tree"
        aria-multiselectable="true"
        aria-describedby={
          [describedBy, isEmpty && emptyMessage ? emptyId : undefined].filter(Boolean).join(' ') || undefined
        }
        data-slot="check-tree"
        data-readonly={isReadOnly || undefined}
        // One level of indent: the chevron's 24 px plus the 4 px gap after it.
        className={cn('flex flex-col gap-px [--check-tree-indent:1.75rem]', !isEmpty && 'p-1')}
        {...labelling}
      >
        {rows.map((row, at) => {
          const key = row.node.id;
          const state = states.get(key) ?? false;
          const isDisabled = isDisabledIn(index, disabled, key);
          const nameId = `${baseId}-${at}-name`;
          const descriptionId = `${baseId}-${at}-description`;
          return (
            <div
              key={key}
              ref={(node) => {
                if (node) rowRefs.current.set(key, node);
                else rowRefs.current.delete(key);
              }}
              // ARIA 1.2 requires no state on a treeitem; aria-query still lists aria-selected (ARIA 1.1).
              // The APG treeview pattern conveys multi-selection with aria-checked or aria-selected, not both.
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="treeitem"
              aria-level={row.level}
              aria-setsize={row.setsize}
              aria-posinset={row.posinset}
              aria-expanded={row.isParent ? row.isExpanded : undefined}
              aria-checked={state}
              aria-disabled={isDisabled || undefined}
              aria-labelledby={nameId}
              aria-describedby={row.node.description ? descriptionId : undefined}
              tabIndex={key === tabStop ? 0 : -1}
              data-slot="check-tree-item"
              style={{ '--check-tree-level': row.level } as React.CSSProperties}
              className={cn(
                'group/row relative flex items-start gap-1 rounded-md py-1 pe-2 text-sm text-foreground select-none',
                'ps-[calc(0.25rem+(var(--check-tree-level)-1)*var(--check-tree-indent))]',
                isReadOnly ? 'cursor-default' : 'cursor-pointer',
                'hover:bg-accent hover:text-accent-foreground',
                // Under forced colours GrayText says disabled; halving its opacity as well would blur it.
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                'forced-colors:aria-disabled:text-[GrayText] forced-colors:aria-disabled:opacity-100',
                focusRing,
                'focus-visible:-outline-offset-2',
                // outline-hidden draws a system-colour outline on every row under forced colours; keep it to the focused one.
                'forced-colors:outline-none',
              )}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setFocusedKey(key);
              }}
              onKeyDown={(event) => onRowKeyDown(event, row, at)}
              onClick={(event) => onRowClick(event, row)}
            >
              {row.isParent ? (
                <span
                  data-slot="check-tree-chevron"
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
                    'group-hover/row:text-accent-foreground hover:bg-muted hover:text-foreground',
                    'forced-colors:text-[ButtonText]',
                  )}
                >
                  <ChevronRight
                    className={cn(
                      'size-4 transition-transform motion-reduce:transition-none rtl:-scale-x-100',
                      row.isExpanded && 'rotate-90 rtl:-rotate-90',
                    )}
                  />
                </span>
              ) : (
                <span data-slot="check-tree-leaf-spacer" aria-hidden="true" className="size-6 shrink-0" />
              )}
              <span
                data-slot="check-tree-box"
                aria-hidden="true"
                className={checkTreeBoxVariants({
                  state: state === 'mixed' ? 'mixed' : state ? 'checked' : 'unchecked',
                  isDisabled,
                })}
              >
                {state === 'mixed' ? (
                  <Minus className="size-3" strokeWidth={3} />
                ) : state ? (
                  <Check className="size-3" strokeWidth={3} />
                ) : null}
              </span>
              <span data-slot="check-tree-label" className="flex min-w-0 flex-1 flex-col py-0.5 ps-1">
                <span id={nameId} data-slot="check-tree-name" className="[overflow-wrap:anywhere] break-words">
                  {row.node.name}
                </span>
                {row.node.description ? (
                  <span
                    id={descriptionId}
                    data-slot="check-tree-description"
                    className="text-xs [overflow-wrap:anywhere] break-words text-muted-foreground group-hover/row:text-accent-foreground"
                  >
                    {row.node.description}
                  </span>
                ) : null}
              </span>
              {renderActions ? (
                <span data-slot="check-tree-actions" className="flex shrink-0 items-center gap-1">
                  {renderActions(row.node)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {isEmpty && emptyMessage ? (
        <div id={emptyId} data-slot="check-tree-empty" className="px-3 py-6 text-center text-sm text-muted-foreground">
          {emptyMessage}
        </div>
      ) : null}
    </div>
  );
}

export {
  CheckTree,
  checkStateOf,
  checkTreeBoxVariants,
  toggleKey,
  type CheckTreeNode,
  type CheckTreeProps,
  type CheckTreeState,
};
