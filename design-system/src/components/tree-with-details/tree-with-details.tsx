import type { ReactNode } from 'react';
import { Toolbar } from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Props of {@link TreeWithDetails}. Every text comes in translated from the caller. */
interface TreeWithDetailsProps {
  /** The tree (a design-system `Tree` with single selection), or its loading or error state. */
  tree: ReactNode;
  /**
   * Buttons acting on the chosen item (add under it, rename, move, delete), shown after the tree
   * in a toolbar named {@link TreeWithDetailsProps.actionsLabel} (APG toolbar: Tab leads from the
   * tree into it, the arrow keys move between its buttons). Leave it out while nothing is chosen.
   */
  actions?: ReactNode;
  /** The name of the actions' toolbar, e.g. "Unit actions". */
  actionsLabel: string;
  /** The chosen item's details (a form, a list); `null` while nothing is chosen. */
  details: ReactNode;
  /**
   * The name of the details region: the chosen item's name, or the hint while nothing is chosen
   * (then also shown as the region's text), e.g. "Choose a unit to see its people".
   */
  detailsLabel: string;
  /** Extra classes of the outer grid. */
  className?: string;
}

/**
 * A tree beside the details of its chosen item: the master-detail layout of hierarchies such as
 * units and menu entries (docs/screens.md, "Org structure" and "Access"). The tree and its
 * actions take a third of the width from 1024 px (`lg`) up and stack above the details below it,
 * so the page reflows at 320 px (WCAG 1.4.10). The details are a `region` named by
 * `detailsLabel`, so a screen reader finds them by landmark; the tree keeps the APG treeview
 * keyboard and Tab goes from it to the actions, then to the details.
 * Primitives: react-aria-components `Toolbar`; the tree is the caller's (the library's `Tree`).
 */
function TreeWithDetails({ tree, actions, actionsLabel, details, detailsLabel, className }: TreeWithDetailsProps) {
  return (
    <div data-slot="tree-with-details" className={cn('grid gap-6 lg:grid-cols-[minmax(16rem,1fr)_2fr]', className)}>
      <div data-slot="tree-with-details-tree" className="flex min-w-0 flex-col gap-3">
        {tree}
        {actions ? (
          <Toolbar aria-label={actionsLabel} className="flex flex-wrap gap-2">
            {actions}
          </Toolbar>
        ) : null}
      </div>
      <section data-slot="tree-with-details-details" aria-label={detailsLabel} className="min-w-0">
        {details ?? <p className="text-muted-foreground">{detailsLabel}</p>}
      </section>
    </div>
  );
}

export { TreeWithDetails, type TreeWithDetailsProps };
