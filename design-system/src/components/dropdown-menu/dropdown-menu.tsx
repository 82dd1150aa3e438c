import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/**
 * The menu's root: holds the open state. Primitive: Radix `DropdownMenu` (APG menu button:
 * Enter, Space and ArrowDown open, arrows move, typeahead, Escape closes and returns focus).
 * Controlled with `open` / `onOpenChange`, or uncontrolled with `defaultOpen`.
 *
 * Not modal by default (`modal={false}`): an APG menu is not a dialog, and Radix's modal mode sets
 * `aria-hidden` on the rest of the page while its links and buttons stay focusable, which axe
 * reports as `aria-hidden-focus` (WCAG 4.1.2). Escape, a choice or focus leaving the menu closes it.
 */
function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" modal={modal} {...props} />;
}

/**
 * Design axis of {@link DropdownMenuTrigger}: `variant`. Accent on hover and the library's focus
 * ring (WCAG 2.4.7); the trigger keeps the default cursor, as a menu button of the browser does.
 */
const dropdownMenuTriggerVariants = cva(['inline-flex items-center rounded-md hover:bg-accent', focusRing], {
  variants: {
    variant: {
      ghost: 'gap-2 px-2 py-1',
      icon: 'size-9 justify-center',
    },
  },
});

/** Props of {@link DropdownMenuTrigger}. */
interface DropdownMenuTriggerProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Trigger> {
  /**
   * `ghost`: a trigger with a label (an icon or avatar beside it allowed), 8 px across and 4 px
   * down, 8 px between its parts. `icon`: an icon alone in a 36 px square (WCAG 2.5.8); give it an
   * `aria-label` (4.1.2). Without it the trigger has no style of its own: pass `className`, or a
   * library `Button` with `asChild`.
   */
  variant?: 'ghost' | 'icon';
}

/**
 * The button that opens the menu: `variant="icon"` or `variant="ghost"` for the top bar's kind of
 * trigger, or `asChild` to make a library `Button` or an `Avatar` button the trigger.
 */
function DropdownMenuTrigger({ variant, className, ...props }: DropdownMenuTriggerProps) {
  return (
    <DropdownMenuPrimitive.Trigger
      data-slot="dropdown-menu-trigger"
      className={variant ? cn(dropdownMenuTriggerVariants({ variant }), className) : className}
      {...props}
    />
  );
}

/**
 * The menu panel, portalled to `document.body` (the theme follows, since tokens live on `:root`).
 * Scrolls when taller than the space available.
 */
function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          'z-(--wb-z-dropdown) max-h-(--radix-dropdown-menu-content-available-height) max-w-[calc(100vw-1rem)] min-w-32 origin-(--radix-dropdown-menu-content-transform-origin) overflow-x-hidden overflow-y-auto',
          'rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** Groups related items (renders `role="group"`); label it with a `DropdownMenuLabel` inside. */
function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** Design axis of {@link DropdownMenuItem}: `variant`. */
const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 outline-hidden select-none',
    'data-disabled:pointer-events-none data-disabled:opacity-50 data-inset:pl-8',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
    'forced-colors:data-highlighted:bg-[Highlight] forced-colors:data-highlighted:text-[HighlightText]',
  ],
  {
    variants: {
      variant: {
        default: 'data-highlighted:bg-accent data-highlighted:text-accent-foreground',
        destructive:
          'text-destructive-text data-highlighted:bg-destructive data-highlighted:text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Props of {@link DropdownMenuItem}. */
interface DropdownMenuItemProps
  extends React.ComponentProps<typeof DropdownMenuPrimitive.Item>, VariantProps<typeof dropdownMenuItemVariants> {
  /**
   * `destructive` colours the item as a dangerous action (e.g. log out, delete).
   * @default 'default'
   */
  variant?: VariantProps<typeof dropdownMenuItemVariants>['variant'];
  /**
   * Indents the text to line up with items that have an icon or a check mark.
   * @default false
   */
  inset?: boolean;
}

/** An action in the menu (`role="menuitem"`); `onSelect` runs on click, Enter or Space. */
function DropdownMenuItem({ className, inset, variant, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset || undefined}
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** An item that toggles on and off (`role="menuitemcheckbox"`), with a check mark when on. */
function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span
        data-slot="dropdown-menu-item-indicator"
        className="absolute left-2 flex size-4 items-center justify-center"
      >
        <DropdownMenuPrimitive.ItemIndicator data-slot="dropdown-menu-item-indicator-icon">
          <Check aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** A set of mutually exclusive items, e.g. the attached-company switcher. `value` / `onValueChange`. */
function DropdownMenuRadioGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One choice of a {@link DropdownMenuRadioGroup} (`role="menuitemradio"`), with a dot when chosen. */
function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span
        data-slot="dropdown-menu-item-indicator"
        className="absolute left-2 flex size-4 items-center justify-center"
      >
        <DropdownMenuPrimitive.ItemIndicator data-slot="dropdown-menu-item-indicator-icon">
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

/** Props of {@link DropdownMenuLabel}. */
interface DropdownMenuLabelProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Label> {
  /**
   * Indents the label to line up with items that have an icon or a check mark.
   * @default false
   */
  inset?: boolean;
}

/** A non-interactive heading inside the menu or a group (e.g. the signed-in user's name). */
function DropdownMenuLabel({ className, inset, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset || undefined}
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground data-inset:pl-8', className)}
      {...props}
    />
  );
}

/** A line between groups of items (`role="separator"`). */
function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuTriggerProps,
  dropdownMenuItemVariants,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
};
