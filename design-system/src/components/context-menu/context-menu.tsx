import { Check, ChevronRight, Circle } from 'lucide-react';
import * as ContextMenuPrimitive from '@radix-ui/react-context-menu';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { dropdownMenuItemVariants, type DropdownMenuItemProps } from '../dropdown-menu/dropdown-menu';

/**
 * The context menu's root: holds the open state. Primitive: Radix `ContextMenu` (APG menu: arrows
 * move, typeahead, Enter / Space run an item, Escape closes). `onOpenChange` reports opening.
 */
function ContextMenu(props: React.ComponentProps<typeof ContextMenuPrimitive.Root>) {
  return <ContextMenuPrimitive.Root data-slot="context-menu" {...props} />;
}

/** Whether a key press asks for the context menu: Shift+F10 or the ContextMenu (Menu) key. */
function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * The area that opens the menu: right click or long press (Radix), and Shift+F10 or the
 * ContextMenu key while it, or an element inside it, has focus. The keyboard opens the menu at the
 * focused element's bottom-start corner. Make the trigger (or something in it) focusable, e.g. a
 * tab with `asChild`.
 */
function ContextMenuTrigger({ onKeyDown, ...props }: React.ComponentProps<typeof ContextMenuPrimitive.Trigger>) {
  return (
    <ContextMenuPrimitive.Trigger
      data-slot="context-menu-trigger"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !isContextMenuKey(event)) return;
        // Radix opens on the `contextmenu` event only; browsers fire one for these keys on some
        // platforms but not all (and never in tests), so send one at the focused element.
        event.preventDefault();
        const target = event.target instanceof HTMLElement ? event.target : event.currentTarget;
        const rect = target.getBoundingClientRect();
        target.dispatchEvent(
          new MouseEvent('contextmenu', {
            bubbles: true,
            cancelable: true,
            clientX: rect.left,
            clientY: rect.bottom,
          }),
        );
      }}
      {...props}
    />
  );
}

/** The menu panel, portalled to `document.body`; focus moves into it on open and back on close. */
function ContextMenuContent({ className, ...props }: React.ComponentProps<typeof ContextMenuPrimitive.Content>) {
  return (
    <ContextMenuPrimitive.Portal>
      <ContextMenuPrimitive.Content
        data-slot="context-menu-content"
        className={cn(
          'z-(--wb-z-dropdown) max-h-(--radix-context-menu-content-available-height) max-w-[calc(100vw-1rem)] min-w-32 origin-(--radix-context-menu-content-transform-origin) overflow-x-hidden overflow-y-auto',
          'rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md forced-colors:border-[CanvasText]',
          className,
        )}
        {...props}
      />
    </ContextMenuPrimitive.Portal>
  );
}

/** Groups related items (`role="group"`). */
function ContextMenuGroup(props: React.ComponentProps<typeof ContextMenuPrimitive.Group>) {
  return <ContextMenuPrimitive.Group data-slot="context-menu-group" {...props} />;
}

/** Props of {@link ContextMenuItem}: the Radix item's props plus the dropdown menu item's `variant` and `inset`. */
type ContextMenuItemProps = React.ComponentProps<typeof ContextMenuPrimitive.Item> &
  Pick<DropdownMenuItemProps, 'variant' | 'inset'>;

/** An action in the menu (`role="menuitem"`); `onSelect` runs on click, Enter or Space. */
function ContextMenuItem({ className, inset, variant, ...props }: ContextMenuItemProps) {
  return (
    <ContextMenuPrimitive.Item
      data-slot="context-menu-item"
      data-inset={inset || undefined}
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** An item that toggles on and off (`role="menuitemcheckbox"`), with a check mark when on. */
function ContextMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.CheckboxItem>) {
  return (
    <ContextMenuPrimitive.CheckboxItem
      data-slot="context-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span data-slot="context-menu-item-indicator" className="absolute left-2 flex size-4 items-center justify-center">
        <ContextMenuPrimitive.ItemIndicator data-slot="context-menu-item-indicator-icon">
          <Check aria-hidden="true" />
        </ContextMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </ContextMenuPrimitive.CheckboxItem>
  );
}

/** A set of mutually exclusive items; `value` / `onValueChange`. */
function ContextMenuRadioGroup(props: React.ComponentProps<typeof ContextMenuPrimitive.RadioGroup>) {
  return <ContextMenuPrimitive.RadioGroup data-slot="context-menu-radio-group" {...props} />;
}

/** One choice of a {@link ContextMenuRadioGroup} (`role="menuitemradio"`), with a dot when chosen. */
function ContextMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.RadioItem>) {
  return (
    <ContextMenuPrimitive.RadioItem
      data-slot="context-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span data-slot="context-menu-item-indicator" className="absolute left-2 flex size-4 items-center justify-center">
        <ContextMenuPrimitive.ItemIndicator data-slot="context-menu-item-indicator-icon">
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </ContextMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </ContextMenuPrimitive.RadioItem>
  );
}

/** Props of {@link ContextMenuLabel}. */
interface ContextMenuLabelProps extends React.ComponentProps<typeof ContextMenuPrimitive.Label> {
  /**
   * Indents the label to line up with items that have an icon or a check mark.
   * @default false
   */
  inset?: boolean;
}

/** A non-interactive heading inside the menu or a group. */
function ContextMenuLabel({ className, inset, ...props }: ContextMenuLabelProps) {
  return (
    <ContextMenuPrimitive.Label
      data-slot="context-menu-label"
      data-inset={inset || undefined}
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground data-inset:pl-8', className)}
      {...props}
    />
  );
}

/** A line between groups of items (`role="separator"`). */
function ContextMenuSeparator({ className, ...props }: React.ComponentProps<typeof ContextMenuPrimitive.Separator>) {
  return (
    <ContextMenuPrimitive.Separator
      data-slot="context-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

/** The root of a submenu. */
function ContextMenuSub(props: React.ComponentProps<typeof ContextMenuPrimitive.Sub>) {
  return <ContextMenuPrimitive.Sub data-slot="context-menu-sub" {...props} />;
}

/** The item that opens a submenu (ArrowRight / Enter open it, ArrowLeft closes it). */
function ContextMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.SubTrigger> & { inset?: boolean }) {
  return (
    <ContextMenuPrimitive.SubTrigger
      data-slot="context-menu-sub-trigger"
      data-inset={inset || undefined}
      className={cn(dropdownMenuItemVariants(), 'data-[state=open]:bg-accent', className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden="true" className="ms-auto rtl:rotate-180" />
    </ContextMenuPrimitive.SubTrigger>
  );
}

/** The panel of a submenu. */
function ContextMenuSubContent({ className, ...props }: React.ComponentProps<typeof ContextMenuPrimitive.SubContent>) {
  return (
    <ContextMenuPrimitive.Portal>
      <ContextMenuPrimitive.SubContent
        data-slot="context-menu-sub-content"
        className={cn(
          'z-(--wb-z-dropdown) max-w-[calc(100vw-1rem)] min-w-32 overflow-hidden rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </ContextMenuPrimitive.Portal>
  );
}

export {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuGroup,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
  ContextMenuSub,
  ContextMenuSubContent,
  ContextMenuSubTrigger,
  ContextMenuTrigger,
  isContextMenuKey,
  type ContextMenuItemProps,
  type ContextMenuLabelProps,
};
