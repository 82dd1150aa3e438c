import type * as React from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/**
 * Props of {@link Tabs}: every react-aria-components `Tabs` prop (`selectedKey`,
 * `defaultSelectedKey`, `onSelectionChange`, `orientation`, `keyboardActivation`, `disabledKeys` …).
 */
interface TabsProps extends RACTabsProps {
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A set of panels shown one at a time (APG tabs): Tab enters the tab list at the selected tab,
 * Left / Right (Up / Down when vertical) move and select, Home / End go to the first / last tab.
 * Primitive: react-aria-components `Tabs`.
 */
function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      data-slot="tabs"
      className={composeClassName(
        className,
        'flex gap-4 orientation-horizontal:flex-col orientation-vertical:flex-row',
      )}
      {...props}
    />
  );
}

/** Props of {@link TabList}: every react-aria-components `TabList` prop; give `aria-label`. */
interface TabListProps<T extends object> extends RACTabListProps<T> {
  /** The `tablist` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/** The row (or column) of tabs (`role="tablist"`); name it with `aria-label` (translated by the caller). */
function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      data-slot="tab-list"
      className={composeClassName(
        className,
        'flex orientation-horizontal:gap-1 orientation-horizontal:border-b orientation-horizontal:border-border orientation-vertical:flex-col orientation-vertical:border-e orientation-vertical:border-border',
      )}
      {...props}
    />
  );
}

/** Props of {@link Tab}: every react-aria-components `Tab` prop (`id`, `isDisabled`, `href` …). */
interface TabProps extends RACTabProps {
  /** The `tab` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/** One tab (`role="tab"`, `aria-selected`); its `id` pairs it with the {@link TabPanel} of the same `id`. */
function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab
      data-slot="tab"
      className={composeClassName(className, [
        'relative -mb-px flex cursor-pointer items-center gap-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
        'hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50',
        'selected:text-primary-text forced-colors:selected:text-[Highlight] forced-colors:selected:underline forced-colors:selected:decoration-2 forced-colors:selected:underline-offset-4',
        'border-b-2 selected:border-primary-text',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        focusRing,
        'focus-visible:-outline-offset-2',
      ])}
      {...props}
    />
  );
}

/** Props of {@link TabPanel}: every react-aria-components `TabPanel` prop (`id`, `shouldForceMount` …). */
interface TabPanelProps extends RACTabPanelProps {
  /** The `tabpanel` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/** The content of one tab (`role="tabpanel"`, labelled by its tab, focusable when it holds nothing focusable). */
function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      data-slot="tab-panel"
      className={composeClassName(className, ['flex-1 rounded-md text-sm', focusRing])}
      {...props}
    />
  );
}

export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps };
