/** A column header's resize edge: the APG window splitter, by pointer and by keyboard. */
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { clampWidth, COLUMN_WIDTH_LIMITS } from './column-settings-model';

/**
 * A column's resize edge (APG window splitter, `separator` with its value): dragged by pointer
 * ({@link resizeByPointer}); by keyboard it is a control of its header cell, reached by the grid's
 * arrows, and Enter or Space start resizing: then Left and Right Arrow narrow and widen the column
 * by {@link RESIZE_STEP} px (Shift: five steps), Home and End go to the narrowest and widest, Enter
 * keeps the width (`onResize`) and Escape puts the last one back. Outside resizing the arrows
 * move through the grid, so the edge is no trap.
 */
function ColumnResizer({
  columnId,
  label,
  pixels,
  onResize,
}: {
  columnId: string;
  label: string;
  pixels?: (width: number) => string;
  onResize: (columnId: string, width: number) => void;
}) {
  const [resizing, setResizing] = useState<{ from: number; width: number } | null>(null);
  // The width the edge says (`aria-valuenow`, which a focusable separator must have): measured
  // once it is laid out, again as focus reaches it, and as it changes.
  const [shown, setShown] = useState<number>(COLUMN_WIDTH_LIMITS.min);
  const edgeRef = useRef<HTMLSpanElement>(null);
  const headerOf = (element: HTMLElement) => element.closest<HTMLElement>('th');
  // The width the header shows: laid out, and at least what it was last given.
  const widthOf = (element: HTMLElement) => {
    const header = headerOf(element);
    return clampWidth(
      Math.round(
        Math.max(header?.getBoundingClientRect().width ?? 0, Number.parseFloat(header?.style.width ?? '') || 0),
      ),
    );
  };
  const show = (element: HTMLElement, width: number) => {
    const header = headerOf(element);
    if (header) {
      header.style.width = `${width}px`;
      header.style.minWidth = `${width}px`;
    }
    setResizing((current) => (current ? { ...current, width } : current));
    setShown(width);
  };
  useLayoutEffect(() => {
    if (edgeRef.current) setShown(widthOf(edgeRef.current));
    // Once: the width depends on the header's layout, read again on focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: React.KeyboardEvent<HTMLSpanElement>) => {
    const element = event.currentTarget;
    if (!resizing) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      const width = widthOf(element);
      setResizing({ from: width, width });
      setShown(width);
      return;
    }
    const rtl = getComputedStyle(element).direction === 'rtl';
    const step = RESIZE_STEP * (event.shiftKey ? 5 : 1);
    const by: Record<string, number> = {
      ArrowRight: rtl ? -step : step,
      ArrowLeft: rtl ? step : -step,
    };
    if (event.key in by) show(element, clampWidth(resizing.width + (by[event.key] ?? 0)));
    else if (event.key === 'Home') show(element, COLUMN_WIDTH_LIMITS.min);
    else if (event.key === 'End') show(element, COLUMN_WIDTH_LIMITS.max);
    else if (event.key === 'Enter' || event.key === ' ') {
      setResizing(null);
      onResize(columnId, resizing.width);
    } else if (event.key === 'Escape') {
      show(element, resizing.from);
      setResizing(null);
    } else if (event.key !== 'Tab') return;
    if (event.key !== 'Tab') {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    // A focusable separator with a value is a widget (WAI-ARIA 1.2, `separator`), which the rule does not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <span
      ref={edgeRef}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={COLUMN_WIDTH_LIMITS.min}
      aria-valuemax={COLUMN_WIDTH_LIMITS.max}
      aria-valuenow={shown}
      aria-valuetext={pixels ? pixels(shown) : undefined}
      tabIndex={-1}
      data-slot="data-table-column-resizer"
      data-resizing={resizing ? '' : undefined}
      className={cn(
        'absolute inset-y-1 end-0 w-2 cursor-col-resize touch-none border-e-2 border-transparent hover:border-primary focus-visible:border-ring data-resizing:border-primary forced-colors:border-[ButtonBorder]',
        'outline-hidden',
      )}
      onPointerDown={(event) => resizeByPointer(event, columnId, onResize)}
      onClick={(event) => event.stopPropagation()}
      onFocus={(event) => setShown(widthOf(event.currentTarget))}
      onBlur={() => {
        if (resizing) onResize(columnId, resizing.width);
        setResizing(null);
      }}
      onKeyDown={onKeyDown}
    />
  );
}

/** The step of a width set by dragging, in px: the Columns panel's width field steps by as much. */
const RESIZE_STEP = 10;

/**
 * Resizes a column while its header's end edge is dragged, in steps of {@link RESIZE_STEP}: the header takes the width at once (its
 * `width` and `min-width`, as {@link DataTableColumn.width} sets them), clamped by
 * {@link clampWidth}, and `onResize` gets the last one when the pointer is released. The press
 * does not reach the header, so it does not sort.
 */
function resizeByPointer(
  event: React.PointerEvent<HTMLElement>,
  columnId: string,
  onResize: (columnId: string, width: number) => void,
): void {
  event.stopPropagation();
  event.preventDefault();
  const edge = event.currentTarget;
  const header = edge.closest<HTMLElement>('th, [role="columnheader"]');
  if (!header) return;
  const start = header.getBoundingClientRect().width;
  const from = event.clientX;
  const sign = getComputedStyle(header).direction === 'rtl' ? -1 : 1;
  let width = clampWidth(start);
  // Moves past the edge still reach it (a pointer that is not the page's, as in a test, cannot be captured).
  if (edge.hasPointerCapture?.(event.pointerId) === false) {
    try {
      edge.setPointerCapture(event.pointerId);
    } catch {
      // The moves then reach the edge only while the pointer is over it.
    }
  }
  const move = (moved: PointerEvent) => {
    width = clampWidth(Math.round((start + (moved.clientX - from) * sign) / RESIZE_STEP) * RESIZE_STEP);
    header.style.width = `${width}px`;
    header.style.minWidth = `${width}px`;
  };
  const end = () => {
    edge.removeEventListener('pointermove', move);
    edge.removeEventListener('pointerup', end);
    edge.removeEventListener('pointercancel', end);
    onResize(columnId, width);
  };
  edge.addEventListener('pointermove', move);
  edge.addEventListener('pointerup', end);
  edge.addEventListener('pointercancel', end);
}

export { ColumnResizer };
