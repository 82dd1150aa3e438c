import {
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeRefs } from 'react-aria';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabListStateContext,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/**
 * Props of {@link Tabs}: every react-aria-components `Tabs` prop (`selectedKey`,
 * `defaultSelectedKey`, `onSelectionChange`, `orientation`, `keyboardActivation`, `disabledKeys` …).
 */
interface TabsProps extends RACTabsProps {
  /** The wrapping element. */
  ref?: Ref<HTMLDivElement>;
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
  ref?: Ref<HTMLDivElement>;
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
  ref?: Ref<HTMLDivElement>;
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

/** Props of {@link TabPanel}: the `id` of its {@link Tab}, and any attribute of a `div`. */
interface TabPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role' | 'tabIndex'> {
  /** The `id` of the {@link Tab} that shows this panel. */
  id: Key;
  children?: ReactNode;
  /** The `tabpanel` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What takes focus by Tab inside a panel: links, enabled form controls, and anything in the Tab
 * sequence by `tabindex`. Matched by selector only, without asking whether it is shown.
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The content of one tab (`role="tabpanel"`, labelled by its tab), rendered only while its tab is
 * selected. As the APG tabs pattern asks, Tab from the tab list goes to the panel's first control,
 * or to the panel itself (`tabindex="0"`) when it holds none.
 *
 * Not react-aria-components' `TabPanel`: that one looks for a control by walking the panel and
 * asking each element whether it is visible, after every render and every change inside it, which
 * forces a layout of the page each time; on the work bench that was each time a card's data
 * arrived (docs/architecture.md, "Primitives"). This one matches {@link TABBABLE} instead, which
 * measures nothing. Its `id` and label are read from the selected tab's own `aria-controls` and
 * `id` after each render.
 */
function TabPanel({ id, className, ref, children, ...props }: TabPanelProps) {
  const state = useContext(TabListStateContext);
  const own = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => mergeRefs(own, ref), [ref]);
  const selected = state?.selectedKey === id;
  useLayoutEffect(() => {
    const panel = own.current;
    const root = panel?.closest('[data-slot="tabs"]');
    if (!panel || !root) return;
    const tab = [...root.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
      (candidate) => candidate.closest('[data-slot="tabs"]') === root,
    );
    if (tab) {
      panel.setAttribute('aria-labelledby', tab.id);
      const controls = tab.getAttribute('aria-controls');
      if (controls) panel.id = controls;
    }
    // In the Tab sequence only while nothing inside is; kept up to date as the content changes.
    // Set only when it changes: the observer sees the panel's own `tabindex` too, and writing an
    // attribute, even to the value it has, records a mutation.
    const update = () => {
      const wanted = panel.querySelector(TABBABLE) ? null : '0';
      if (panel.getAttribute('tabindex') === wanted) return;
      if (wanted === null) panel.removeAttribute('tabindex');
      else panel.setAttribute('tabindex', wanted);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  });
  if (!selected) return null;
  return (
    <div
      {...props}
      ref={refs}
      data-slot="tab-panel"
      role="tabpanel"
      className={cn('flex-1 rounded-md text-sm', focusRing, className)}
    >
      {children}
    </div>
  );
}

export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps };
