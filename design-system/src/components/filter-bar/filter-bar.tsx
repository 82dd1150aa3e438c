import { cva, type VariantProps } from 'class-variance-authority';
import { ListFilter, RotateCcw, Search } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Form } from '../form/form';
import { Popover } from '../popover/popover';

/**
 * Design axis of a field's box in the {@link FilterBar}: `size` is its width inline (`sm` 11 rem,
 * `md` 14 rem, `lg` 16 rem); on a phone and inside the 更多筛选 popover every field takes the
 * whole width.
 */
const filterBarFieldVariants = cva('min-w-0', {
  variants: {
    size: {
      sm: 'w-full sm:w-44',
      md: 'w-full sm:w-56',
      lg: 'w-full sm:w-64',
    },
  },
  defaultVariants: { size: 'md' },
});

/** One filter of a {@link FilterBar}: its labelled field and whether it holds a value. */
interface FilterBarField extends VariantProps<typeof filterBarFieldVariants> {
  /** A key unique among the bar's fields. */
  id: string;
  /** The field itself (a `Select`, a date `TextField`, a `ComboBox` …), with its visible label. */
  field: React.ReactNode;
  /**
   * Whether the field holds a value: the 更多筛选 button counts those it folds.
   * @default false
   */
  isActive?: boolean;
  /**
   * Width of the field inline: `sm` 11 rem (a date, a short select), `md` 14 rem, `lg` 16 rem.
   * @default 'md'
   */
  size?: VariantProps<typeof filterBarFieldVariants>['size'];
}

/** Texts of {@link FilterBar} (translated by the caller). */
interface FilterBarLabels {
  /** 查询 / Search: the primary button that applies the fields, inline and in the popover. */
  apply: string;
  /** 重置 / Reset: clears the keyword and every field and applies at once. */
  reset: string;
  /**
   * The 更多筛选 / More filters button's text from the number of folded fields holding a value,
   * e.g. `(count) => (count ? \`更多筛选 (${count})\` : '更多筛选')`. It is the button's accessible
   * name too, so the count is heard as well as seen.
   */
  more: (activeCount: number) => string;
  /** The popover's heading, which names its dialog: 更多筛选 / More filters. */
  moreTitle: string;
}

/** Props of {@link FilterBar}. */
interface FilterBarProps {
  /** The keyword field (a `SearchField`), always first and inline; it searches on its own as typed. */
  search?: React.ReactNode;
  /** The other filters, in order: the first `inlineCount` show in the bar, the rest fold into 更多筛选. */
  fields: readonly FilterBarField[];
  /**
   * How many of `fields` show in the bar beside the keyword.
   * @default 2
   */
  inlineCount?: number;
  /** Applies what the fields hold: 查询 (inline or in the popover), or Enter in a field of the bar. */
  onApply: () => void;
  /** 重置: the caller clears the keyword and every field and applies at once. */
  onReset: () => void;
  labels: FilterBarLabels;
  /** Controls before the keyword, outside the filter form (a saved-views select and its menu). */
  start?: React.ReactNode;
  /** Controls at the end of the bar's row, outside the filter form (a list's own actions when it has no heading). */
  end?: React.ReactNode;
  /** What shows under the bar: the applied filters as {@link FilterChips}. */
  chips?: React.ReactNode;
  /** The 查询 button, e.g. where focus goes once the last chip is removed. */
  applyRef?: React.Ref<HTMLButtonElement>;
  /** Opens the 更多筛选 popover on first render (a story, a help page's picture). */
  defaultMoreOpen?: boolean;
  className?: string;
}

/**
 * The filter bar of a list (docs/behaviour.md, "Lists"; ProTable's query form): the keyword,
 * the first `inlineCount` filters, a 更多筛选 / More filters button holding the rest, 查询 / Search
 * and 重置 / Reset, and under it the applied filters as chips.
 *
 * The fields are a draft the caller keeps: nothing applies until 查询 is pressed or Enter is
 * pressed in a field of the form (`onApply`); 重置 calls `onReset`. The 更多筛选 button opens a
 * non-modal dialog (APG dialog, in a popover from react-aria-components `DialogTrigger`): its label
 * names how many folded filters hold a value, focus moves to its first field on open, Tab stays in
 * order inside it, Escape or a click outside closes it and focus returns to the button; its own
 * 查询 (or Enter in one of its fields) applies and closes it. Primitives: the library's `Button`,
 * `DialogTrigger`, `Popover` and `Form`.
 */
function FilterBar({
  search,
  fields,
  inlineCount = 2,
  onApply,
  onReset,
  labels,
  start,
  end,
  chips,
  applyRef,
  defaultMoreOpen,
  className,
}: FilterBarProps) {
  const inline = fields.slice(0, inlineCount);
  const folded = fields.slice(inlineCount);
  const activeFolded = folded.filter((field) => field.isActive).length;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles the submit of a form in a portal (the popover's, a dialog opened from the bar)
    // through this one: only the bar's own form applies here.
    if (event.target !== event.currentTarget) return;
    onApply();
  };
  return (
    <div data-slot="filter-bar" className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div data-slot="filter-bar-row" className="flex flex-wrap items-end gap-x-4 gap-y-3">
        {start}
        <form data-slot="filter-bar-form" className="contents" onSubmit={submit}>
          {search ? <div className={filterBarFieldVariants({ size: 'lg' })}>{search}</div> : null}
          {inline.map((field) => (
            <div key={field.id} data-slot="filter-bar-field" className={filterBarFieldVariants({ size: field.size })}>
              {field.field}
            </div>
          ))}
          {folded.length ? (
            <DialogTrigger defaultOpen={defaultMoreOpen}>
              <Button variant="outline" data-slot="filter-bar-more">
                <ListFilter aria-hidden="true" />
                {labels.more(activeFolded)}
              </Button>
              <Popover
                title={labels.moreTitle}
                placement="bottom start"
                // Two columns where there is room for two folded filters, one under the other on a phone.
                className={cn(
                  'max-w-[calc(100vw-1rem)] overflow-y-auto',
                  folded.length > 1 ? 'w-[min(32rem,calc(100vw-1rem))]' : 'w-[min(18rem,calc(100vw-1rem))]',
                )}
              >
                {(close) => (
                  <Form
                    data-slot="filter-bar-more-form"
                    validationBehavior="aria"
                    onSubmit={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      onApply();
                      close();
                    }}
                  >
                    <div className={cn('grid gap-4', folded.length > 1 && 'sm:grid-cols-2')}>
                      {folded.map((field) => (
                        <div key={field.id} data-slot="filter-bar-field" className="min-w-0">
                          {field.field}
                        </div>
                      ))}
                    </div>
                    <div className="flex justify-end">
                      <Button type="submit" variant="primary">
                        <Search aria-hidden="true" />
                        {labels.apply}
                      </Button>
                    </div>
                  </Form>
                )}
              </Popover>
            </DialogTrigger>
          ) : null}
          <div data-slot="filter-bar-actions" className="flex gap-2">
            <Button ref={applyRef} type="submit" variant="primary">
              <Search aria-hidden="true" />
              {labels.apply}
            </Button>
            <Button variant="outline" onPress={onReset}>
              <RotateCcw aria-hidden="true" />
              {labels.reset}
            </Button>
          </div>
        </form>
        {end ? (
          <div data-slot="filter-bar-end" className="ms-auto flex flex-wrap gap-2">
            {end}
          </div>
        ) : null}
      </div>
      {chips}
    </div>
  );
}

export { FilterBar, filterBarFieldVariants, type FilterBarField, type FilterBarLabels, type FilterBarProps };
