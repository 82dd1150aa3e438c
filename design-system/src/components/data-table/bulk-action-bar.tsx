import { X } from 'lucide-react';
import { Toolbar } from 'react-aria-components';
import { Button } from '../button/button';

/** One action of a {@link BulkActionBar}: it acts on every selected row. */
export interface BulkAction {
  /** Unique within the bar. */
  id: string;
  /** What the button says (停用, 删除). */
  label: string;
  /** Runs the action (a destructive one asks first, naming the count). */
  onAction: () => void;
  /** A destructive action (delete): shown in the destructive colour. */
  isDestructive?: boolean;
  /** While the action's request runs: the button shows it and takes no second press. */
  isPending?: boolean;
}

/** Texts of a {@link BulkActionBar}. */
export interface BulkActionBarLabels {
  /** The toolbar's accessible name (批量操作 / Bulk actions). */
  toolbar: string;
  /** How many rows are selected, as people read it (已选 12 项 / 12 selected). */
  selected: string;
  /** The button that clears the selection (清除选择 / Clear selection). */
  clear: string;
}

/** Props of {@link BulkActionBar}. */
export interface BulkActionBarProps {
  /** How many rows are selected; the bar shows from 1. */
  count: number;
  /** The actions the list allows in bulk, the most used first. */
  actions: readonly BulkAction[];
  labels: BulkActionBarLabels;
  /** Clears the selection (the bar then hides, and focus should go back to the table). */
  onClear: () => void;
  /**
   * Selects every row the list's filters find, on every page (选择全部 1,201 项 / Select all 1,201):
   * offered while fewer are selected.
   */
  selectAll?: { label: string; onPress: () => void; isPending?: boolean };
}

/**
 * The bar of a table's bulk actions (DESIGN.md, "Tables"; docs/behaviour.md, "Lists", bulk work):
 * while rows are selected, it names the count (已选 12 项), offers to select every row the filters
 * find when fewer are, and shows the actions the list allows in bulk and a button that clears the
 * selection. It is an APG toolbar: one Tab stop, Left and Right
 * Arrow move between its buttons, Home and End go to the ends. The count is also said in a polite
 * live region that stays in the page, so each change of the selection is announced (WCAG 4.1.3).
 * Primitives: react-aria-components `Toolbar` and the library's `Button`.
 */
export function BulkActionBar({ count, actions, labels, onClear, selectAll }: BulkActionBarProps) {
  return (
    <div data-slot="bulk-action-bar" className="contents">
      <span role="status" className="sr-only">
        {count > 0 ? labels.selected : ''}
      </span>
      {count > 0 ? (
        <Toolbar
          aria-label={labels.toolbar}
          className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-accent px-3 py-2 text-accent-foreground"
        >
          <span className="me-2 text-sm font-medium whitespace-nowrap tabular-nums">{labels.selected}</span>
          {selectAll ? (
            <Button
              variant="link"
              className="me-2 whitespace-nowrap"
              isPending={selectAll.isPending}
              onPress={selectAll.onPress}
            >
              {selectAll.label}
            </Button>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action.id}
              variant={action.isDestructive ? 'destructive' : 'outline'}
              className="whitespace-nowrap"
              isPending={action.isPending}
              onPress={action.onAction}
            >
              {action.label}
            </Button>
          ))}
          <Button variant="ghost" className="ms-auto whitespace-nowrap" onPress={onClear}>
            <X aria-hidden="true" />
            {labels.clear}
          </Button>
        </Toolbar>
      ) : null}
    </div>
  );
}
