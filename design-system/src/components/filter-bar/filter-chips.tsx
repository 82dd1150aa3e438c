import { X } from 'lucide-react';
import { Children, createContext, useContext, useEffect, useRef } from 'react';
import type * as React from 'react';
import { Button as RACButton, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../button/button';

/** Texts of {@link FilterChips} (translated by the caller). */
interface FilterChipsLabels {
  /** The chips' list, shown before them and naming the tag group: 已选筛选 / Active filters. */
  list: string;
  /**
   * The first words of each chip's remove button; the chip's text follows, so the button is heard
   * as "移除筛选 状态：启用" / "Remove filter Status: Enabled".
   */
  remove: string;
  /** 清除全部 / Clear all: a link-styled button shown with two chips or more. */
  clearAll: string;
  /** Between a chip's label and its value: `：` in Chinese, `: ` in English. */
  separator: string;
}

/** Props of {@link FilterChips}. */
interface FilterChipsProps {
  /**
   * One {@link FilterChip} per applied filter (or a component of the caller's that renders one, e.g.
   * to look a value's name up); none renders nothing.
   */
  children?: React.ReactNode;
  /** Called with the ids of the chips to remove: one chip's button, or Delete / Backspace on a chip. */
  onRemove: (ids: string[]) => void;
  /** Called by 清除全部: the caller removes every chip. */
  onClearAll: () => void;
  labels: FilterChipsLabels;
  /** Where focus goes once the last chip is gone (removed, or 清除全部), e.g. the bar's 查询 button. */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
}

const FilterChipsContext = createContext<Pick<FilterChipsLabels, 'remove' | 'separator'> | null>(null);

function useFilterChips(): Pick<FilterChipsLabels, 'remove' | 'separator'> {
  const context = useContext(FilterChipsContext);
  if (!context) throw new Error('FilterChip must be rendered inside FilterChips.');
  return context;
}

/**
 * The applied filters of a list as removable chips (docs/behaviour.md, "Lists"), each
 * "label：value" with a remove button, then 清除全部 / Clear all when there are two or more.
 *
 * Keyboard (APG grid, as react-aria-components' tag group implements it): Tab reaches the group
 * once, on its last focused chip; Left and Right arrows (Home, End) move between chips; Delete or
 * Backspace removes the focused chip, and focus moves to the chip that takes its place; once the
 * last chip goes, focus moves to `returnFocusRef`. The group is a polite live region while focus
 * is in it, so an added chip is announced. Primitives: react-aria-components `TagGroup`,
 * `TagList`, `Tag` and `Label`; the library's `Button`.
 */
function FilterChips({ children, onRemove, onClearAll, labels, returnFocusRef, className }: FilterChipsProps) {
  const count = Children.toArray(children).length;
  // Set when a removal takes every chip, so focus goes on to `returnFocusRef` rather than the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (count === 0) returnFocusRef?.current?.focus();
  }, [count, returnFocusRef]);

  if (count === 0) return null;
  return (
    <FilterChipsContext.Provider value={{ remove: labels.remove, separator: labels.separator }}>
      <div
        data-slot="filter-chips"
        className={cn('flex max-w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-2', className)}
      >
        <TagGroup
          className="flex max-w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-2"
          onRemove={(keys) => {
            if (keys.size >= count) refocus.current = true;
            onRemove([...keys].map(String));
          }}
        >
          <Label data-slot="filter-chips-label" className="text-sm text-muted-foreground">
            {labels.list}
          </Label>
          <TagList data-slot="filter-chips-list" className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
            {children}
          </TagList>
        </TagGroup>
        {count >= 2 ? (
          <Button
            variant="link"
            size="sm"
            data-slot="filter-chips-clear"
            onPress={() => {
              refocus.current = true;
              onClearAll();
            }}
          >
            {labels.clearAll}
          </Button>
        ) : null}
      </div>
    </FilterChipsContext.Provider>
  );
}

/** Props of {@link FilterChip}. */
interface FilterChipProps {
  /** The filter's key, given back by `onRemove`. */
  id: string;
  /** The filter's name, as its field's label says it: 状态 / Status. */
  label: string;
  /** The applied value as a person reads it (an option's label, a unit's or a row's name, a day), never a code. */
  value: string;
  className?: string;
}

/**
 * One applied filter in {@link FilterChips}: "label：value" on one line (a long value is cut with
 * an ellipsis, whole on hover and in its accessible name) and a remove button named "移除筛选
 * label：value". Primitive: react-aria-components `Tag` with a `slot="remove"` button.
 */
function FilterChip({ id, label, value, className }: FilterChipProps) {
  const { remove, separator } = useFilterChips();
  const text = `${label}${separator}${value}`;
  return (
    <Tag
      id={id}
      textValue={text}
      data-slot="filter-chip"
      className={composeClassName(className, [
        'flex h-7 max-w-full min-w-0 cursor-default items-center gap-1 rounded-full border border-border bg-surface ps-3 pe-0.5 text-sm whitespace-nowrap text-surface-foreground',
        'forced-colors:border-[CanvasText]',
        focusRing,
      ])}
    >
      <span data-slot="filter-chip-label" className="shrink-0 text-muted-foreground">
        {label}
        {separator}
      </span>
      <span data-slot="filter-chip-value" title={value} className="max-w-60 min-w-0 truncate font-medium">
        {value}
      </span>
      <RACButton
        slot="remove"
        aria-label={remove}
        data-slot="filter-chip-remove"
        className={composeClassName(undefined, [
          'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground',
          'hover:bg-accent hover:text-accent-foreground pressed:bg-accent',
          focusRing,
          'focus-visible:outline-offset-0',
        ])}
      >
        <X aria-hidden="true" className="size-3.5" />
      </RACButton>
    </Tag>
  );
}

export { FilterChip, FilterChips, type FilterChipProps, type FilterChipsLabels, type FilterChipsProps };
