import { ArrowDown, ArrowUp, Check, Columns3 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { NumberField } from '../number-field/number-field';
import { Popover } from '../popover/popover';
import { Radio, RadioGroup } from '../radio-group/radio-group';
import {
  COLUMN_WIDTH_LIMITS,
  DATA_TABLE_DENSITIES,
  type ColumnSetting,
  type DataTableDensity,
  type DataTableSettings,
  moveColumn,
  resolveColumnSettings,
  updateColumn,
} from './column-settings-model';

/** One column the settings offer: its id and header, as the table has them. */
export interface ColumnSettingsColumn {
  id: string;
  header: string;
  /** The row's name: always shown, so it cannot be hidden. */
  isRowHeader?: boolean;
  /** Where its definition pins it. */
  pin?: 'start' | 'end';
}

/** Texts of {@link ColumnSettings} (translated by the caller). */
export interface ColumnSettingsLabels {
  /** The trigger button and the panel's heading: 列设置 / Columns. */
  title: string;
  /** 行密度 / Row density, and each density's name. */
  density: string;
  densities: Record<DataTableDensity, string>;
  /** The list of columns: 显示的列 / Columns shown. */
  columns: string;
  /** Said of the row's name, which cannot be hidden: 始终显示 / Always shown. */
  alwaysShown: string;
  /** How the list works by keyboard, read with it: 空格显示或隐藏，Alt+上下方向键移动. */
  columnsHint: string;
  /** Names the column the controls below the list act on: 当前列：姓名. */
  current: (header: string) => string;
  /** 上移 / Move up and 下移 / Move down: the current column's move buttons. */
  moveUp: string;
  moveDown: string;
  /** Announced after a move: 姓名 已移到第 2 列，共 8 列. */
  moved: (header: string, position: number, count: number) => string;
  /** 列宽（像素）/ Width (px), its hint (自动：留空 / Empty: automatic), and the step buttons. */
  width: string;
  widthHint: string;
  increase: string;
  decrease: string;
  /** 固定 / Pin, and each choice. */
  pin: string;
  pins: { none: string; start: string; end: string };
  /** 恢复默认 / Reset to defaults. */
  reset: string;
}

/** Props of {@link ColumnSettings}. */
export interface ColumnSettingsProps {
  /** The table's columns that a person may set, in the definition's order. */
  columns: readonly ColumnSettingsColumn[];
  /** What is set now. */
  value: DataTableSettings;
  /** Called with the settings after each change. */
  onChange: (value: DataTableSettings) => void;
  /** Called by 恢复默认: the caller forgets the settings. */
  onReset: () => void;
  labels: ColumnSettingsLabels;
  /** Disables the trigger (while the settings load). */
  isDisabled?: boolean;
  /** Opens the panel on first render (a story, a help page's picture). */
  defaultOpen?: boolean;
}

const optionClassName = composeClassName(undefined, [
  'group/option flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 outline-hidden select-none',
  'focus-visible:bg-accent focus-visible:text-accent-foreground',
  'forced-colors:focus-visible:bg-[Highlight] forced-colors:focus-visible:text-[HighlightText]',
  'data-[current]:bg-accent/60',
  focusRing,
  '-outline-offset-2',
]);

/**
 * The 列设置 / Columns control of a list (docs/behaviour.md, "Lists"): a button opening a panel
 * where a person chooses the row density (APG radio group), which columns show and in what order
 * (APG listbox, multiple selection: Space shows or hides the focused column, Alt+Up and Alt+Down
 * move it, and the move is announced), and, for the column last focused in the list, moves it by
 * button, sets its width (APG spinbutton, {@link COLUMN_WIDTH_LIMITS}; empty is automatic) and its
 * pin; 恢复默认 gives the definition's layout back. Every change is reported at once through
 * `onChange`. Primitives: the library's `DialogTrigger`, `Popover`, `RadioGroup`, `NumberField` and
 * `Button`; react-aria-components `ListBox`.
 */
export function ColumnSettings({
  columns,
  value,
  onChange,
  onReset,
  labels,
  isDisabled,
  defaultOpen,
}: ColumnSettingsProps) {
  const resolved = resolveColumnSettings(columns, value);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const [currentKey, setCurrentKey] = useState(columns[0]?.id ?? '');
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const listLabelId = useId();
  const listHintId = useId();
  // A moved option is a DOM node moved by React, which loses focus: give it back.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(refocus)}"]`)?.focus();
    setRefocus(null);
  }, [refocus]);

  const current = resolved.find((setting) => setting.key === currentKey) ?? resolved[0];
  const currentColumn = current ? byId.get(current.key) : undefined;
  const position = current ? resolved.indexOf(current) : -1;

  const move = (key: string, by: number, refocusOption: boolean) => {
    const next = moveColumn(columns, value, key, by);
    if (next === value) return;
    onChange(next);
    const to = resolveColumnSettings(columns, next).findIndex((setting) => setting.key === key);
    setAnnouncement(labels.moved(byId.get(key)?.header ?? key, to + 1, columns.length));
    if (refocusOption) setRefocus(key);
  };
  const change = (key: string, update: Partial<Omit<ColumnSetting, 'key'>>) =>
    onChange(updateColumn(columns, value, key, update));

  const shown: Selection = new Set(resolved.filter((setting) => !setting.hidden).map((setting) => setting.key));
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    onChange({
      ...value,
      columns: resolved.map((setting) => {
        const column = byId.get(setting.key);
        return { ...setting, hidden: column?.isRowHeader ? false : !selection.has(setting.key) };
      }),
    });
  };

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="outline" size="md" isDisabled={isDisabled} data-slot="column-settings-trigger">
        <Columns3 aria-hidden="true" />
        {labels.title}
      </Button>
      <Popover
        title={labels.title}
        placement="bottom end"
        // Two columns side by side where there is room, one under the other on a phone; a panel
        // taller than the viewport scrolls.
        className="w-[min(38rem,calc(100vw-1rem))] max-w-[calc(100vw-1rem)] overflow-y-auto"
      >
        <div data-slot="column-settings" className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-4">
            <RadioGroup
              label={labels.density}
              orientation="horizontal"
              value={value.density}
              onChange={(density) => onChange({ ...value, density: density as DataTableDensity })}
            >
              {DATA_TABLE_DENSITIES.map((density) => (
                <Radio key={density} value={density}>
                  {labels.densities[density]}
                </Radio>
              ))}
            </RadioGroup>
            <div className="flex flex-col gap-1.5">
              <span id={listLabelId} className="font-medium">
                {labels.columns}
              </span>
              <div
                ref={listRef}
                // Alt+Up / Alt+Down move the focused column (APG listbox, "rearrangeable" options); the
                // list's own arrow keys move focus only.
                onKeyDownCapture={(event: React.KeyboardEvent) => {
                  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                  const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
                  if (key === undefined) return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(key, event.key === 'ArrowUp' ? -1 : 1, true);
                }}
                onFocusCapture={(event) => {
                  const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
                  if (key !== undefined) setCurrentKey(key);
                }}
              >
                <ListBox
                  aria-labelledby={listLabelId}
                  aria-describedby={listHintId}
                  selectionMode="multiple"
                  selectionBehavior="toggle"
                  selectedKeys={shown}
                  onSelectionChange={onSelectionChange}
                  className="max-h-80 overflow-y-auto rounded-md border border-border p-1"
                >
                  {resolved.map((setting) => {
                    const column = byId.get(setting.key);
                    if (!column) return null;
                    return (
                      <ListBoxItem
                        key={setting.key}
                        id={setting.key}
                        textValue={column.header}
                        data-current={setting.key === current?.key || undefined}
                        className={optionClassName}
                      >
                        {({ isSelected }) => (
                          <>
                            <span
                              aria-hidden="true"
                              className={cn(
                                'flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-surface text-primary-foreground',
                                isSelected && 'border-primary bg-primary',
                                'forced-colors:border-[ButtonText]',
                              )}
                            >
                              {isSelected ? <Check className="size-3" /> : null}
                            </span>
                            <span className="truncate">{column.header}</span>
                            {column.isRowHeader ? (
                              <span className="ms-auto text-xs text-muted-foreground">{labels.alwaysShown}</span>
                            ) : null}
                          </>
                        )}
                      </ListBoxItem>
                    );
                  })}
                </ListBox>
              </div>
              <p id={listHintId} className="text-xs text-muted-foreground">
                {labels.columnsHint}
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-4">
            {current && currentColumn ? (
              <section aria-label={labels.current(currentColumn.header)} className="flex flex-col gap-3">
                <p className="font-medium">{labels.current(currentColumn.header)}</p>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={position <= 0}
                    onPress={() => move(current.key, -1, false)}
                  >
                    <ArrowUp aria-hidden="true" />
                    {labels.moveUp}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={position >= resolved.length - 1}
                    onPress={() => move(current.key, 1, false)}
                  >
                    <ArrowDown aria-hidden="true" />
                    {labels.moveDown}
                  </Button>
                </div>
                <NumberField
                  label={labels.width}
                  description={labels.widthHint}
                  minValue={COLUMN_WIDTH_LIMITS.min}
                  maxValue={COLUMN_WIDTH_LIMITS.max}
                  step={10}
                  value={current.width ?? Number.NaN}
                  onChange={(width) => change(current.key, { width: Number.isNaN(width) ? undefined : width })}
                  incrementLabel={labels.increase}
                  decrementLabel={labels.decrease}
                />
                <RadioGroup
                  label={labels.pin}
                  orientation="horizontal"
                  value={current.pin ?? currentColumn.pin ?? 'none'}
                  onChange={(pin) => change(current.key, { pin: pin as ColumnSetting['pin'] })}
                >
                  {(['none', 'start', 'end'] as const).map((pin) => (
                    <Radio key={pin} value={pin}>
                      {labels.pins[pin]}
                    </Radio>
                  ))}
                </RadioGroup>
              </section>
            ) : null}
            <Button variant="outline" size="sm" className="self-start" onPress={onReset}>
              {labels.reset}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
