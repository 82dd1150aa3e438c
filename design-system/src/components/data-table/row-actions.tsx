import { MoreHorizontal } from 'lucide-react';
import { createContext, useContext } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { Button } from '../button/button';
import { Link } from '../link/link';
import { listBoxPopoverClassName } from '../select/select';

/** One action of a table row. */
export interface RowAction {
  /** Unique within the row. */
  id: string;
  /** What the button or menu item says (编辑, 重置密码). */
  label: string;
  /** The name a screen reader hears, naming the row (编辑 王明远); the label when absent. WCAG 2.4.6. */
  accessibleLabel?: string;
  /** Runs the action; or give `href` for an action that opens a page. */
  onAction?: () => void;
  /** The page the action opens (a link rather than a button), through the router of `RouterProvider`. */
  href?: string;
  /** A destructive action (delete): shown in the destructive colour in the menu. */
  isDestructive?: boolean;
}

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** The row's actions, the most used first. */
  actions: readonly RowAction[];
  /**
   * How many stay text buttons; the rest go into the 更多 / More menu. When only one would be
   * left for the menu it stays a button too: a menu of one item is a detour.
   * @default 2
   */
  visible?: number;
  /** The menu button's label (更多 / More). */
  moreLabel: string;
  /** The menu button's accessible name, naming the row (更多操作：王明远). */
  moreAccessibleLabel: string;
}

/**
 * How many actions stay text buttons where the row's actions are shown, overriding the prop: a
 * {@link DataTable} showing its rows as cards puts them in one menu (`0`).
 */
export const RowActionsVisibleContext = createContext<number | undefined>(undefined);

/** Classes of one menu item: the select's option, without the room for a check mark. */
const menuItemClassName = [
  'relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 whitespace-nowrap outline-hidden select-none',
  'focus:bg-accent focus:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
  'data-[destructive]:text-destructive-text',
];

/**
 * The actions of one table row (DESIGN.md, "Tables"; ProTable's and Carbon's row actions): the
 * first `visible` as text buttons in link style, the rest in a 更多 / More menu button (APG menu
 * button: Enter or Space open it on its first item, arrows move, Escape closes and returns focus,
 * an item runs on Enter; in a grid the arrow keys on the button move between cells, as APG grid has it). One line, never wrapping. An action with `href` is a link.
 * Primitives: the library's `Button` and `Link`, react-aria-components `MenuTrigger`, `Menu` and
 * `MenuItem`.
 */
export function RowActions({ actions, visible: visibleProp = 2, moreLabel, moreAccessibleLabel }: RowActionsProps) {
  const visible = useContext(RowActionsVisibleContext) ?? visibleProp;
  const shown = actions.length <= visible + 1 ? actions : actions.slice(0, visible);
  const folded = actions.slice(shown.length);
  return (
    <div data-slot="row-actions" className="flex items-center gap-3 whitespace-nowrap">
      {shown.map((action) =>
        action.href ? (
          <Link
            key={action.id}
            variant="quiet"
            href={action.href}
            aria-label={action.accessibleLabel}
            className="text-sm"
          >
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.id}
            size="sm"
            variant="link"
            aria-label={action.accessibleLabel}
            className={action.isDestructive ? 'text-sm text-destructive-text' : 'text-sm'}
            onPress={action.onAction}
          >
            {action.label}
          </Button>
        ),
      )}
      {folded.length ? (
        <MenuTrigger>
          <Button size="sm" variant="link" aria-label={moreAccessibleLabel} className="gap-0.5 text-sm">
            {moreLabel}
            <MoreHorizontal aria-hidden="true" className="size-3.5" />
          </Button>
          <Popover
            data-slot="row-actions-popover"
            placement="bottom end"
            className={composeClassName(undefined, listBoxPopoverClassName)}
          >
            <Menu
              className="outline-hidden"
              onAction={(key) => folded.find((action) => action.id === key)?.onAction?.()}
            >
              {folded.map((action) => (
                <MenuItem
                  key={action.id}
                  id={action.id}
                  href={action.href}
                  textValue={action.label}
                  aria-label={action.accessibleLabel}
                  data-destructive={action.isDestructive || undefined}
                  className={composeClassName(undefined, menuItemClassName)}
                >
                  {action.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : null}
    </div>
  );
}
