/**
 * The Workbench design system: accessible, themeable React components on react-aria-components
 * and Radix, styled with Tailwind v4 over the `@workbench/tokens` CSS variables.
 *
 * Styles: import `@workbench/design-system/styles.css` from the app's CSS and add
 * `@source "<path to>/design-system/src";` so Tailwind sees the classes used here.
 *
 * @packageDocumentation
 */
export { cn, type ClassValue } from './lib/cn';
export { composeClassName } from './lib/compose-class-name';
export { focusRing, inputFocusRing } from './lib/focus-ring';
export { graphemes } from './lib/graphemes';

export { Avatar, avatarInitials, avatarVariants, type AvatarProps } from './components/avatar/avatar';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/card/card';
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
  dropdownMenuItemVariants,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
} from './components/dropdown-menu/dropdown-menu';
export {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldGroupVariants,
  fieldInputVariants,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldLabelProps,
} from './components/field/field';
export { Link, linkVariants, type LinkProps } from './components/link/link';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export { Sidebar, sidebarPathTo, type SidebarItem, type SidebarProps } from './components/sidebar/sidebar';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
