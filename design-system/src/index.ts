/**
 * The Workbench design system: accessible, themeable React components on react-aria-components
 * and Radix, styled with Tailwind v4 over the `@workbench/tokens` CSS variables.
 *
 * Styles: an app that runs Tailwind v4 imports `@workbench/design-system/styles.css` from its CSS;
 * an app without Tailwind imports `@workbench/design-system/compiled.css` (docs/architecture.md,
 * "Packages").
 *
 * A module whose every export is public is re-exported whole (`export *`); one that also exports
 * parts for its own tests or siblings names what it publishes.
 *
 * @packageDocumentation
 */
export { cn, type ClassValue } from './lib/cn';
export { composeClassName } from './lib/compose-class-name';
export { focusRing, inputFocusRing } from './lib/focus-ring';
export { graphemes } from './lib/graphemes';

export { Avatar, avatarInitials, avatarVariants, type AvatarProps } from './components/avatar/avatar';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export * from './components/card/card';
export * from './components/dropdown-menu/dropdown-menu';
export * from './components/field/field';
export { Link, linkVariants, type LinkProps } from './components/link/link';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export { Sidebar, sidebarPathTo, type SidebarItem, type SidebarProps } from './components/sidebar/sidebar';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { TagBar, type TagBarLabels, type TagBarProps } from './components/tag-bar/tag-bar';
export {
  TAG_BAR_MAX,
  addVisitedView,
  closeView,
  tagBarPanelId,
  tagBarTabId,
  tagMenuTargets,
  type TagBarItem,
  type TagCloseAction,
  type TagMenuAction,
} from './components/tag-bar/visited-views';
export * from './components/pagination/pagination';
export {
  DataTable,
  useDataTableRows,
  type DataTableColumn,
  type DataTableMessages,
  type DataTableProps,
  type DataTableRowsOptions,
} from './components/data-table/data-table';
export { RowActions, type RowAction, type RowActionsProps } from './components/data-table/row-actions';
export {
  BulkActionBar,
  type BulkAction,
  type BulkActionBarLabels,
  type BulkActionBarProps,
} from './components/data-table/bulk-action-bar';
export { BulkResult, type BulkRefusedRow, type BulkResultProps } from './components/data-table/bulk-result';
export {
  ColumnSettings,
  type ColumnSettingsColumn,
  type ColumnSettingsLabels,
  type ColumnSettingsProps,
} from './components/data-table/column-settings';
export * from './components/data-table/column-settings-model';
export * from './components/theme-color-picker/theme-color-picker';
export * from './components/upload/upload';
export * from './components/chart/chart';
export { niceTicks } from './components/chart/nice-ticks';
export { AlertDialog, alertDialogVariants, type AlertDialogProps } from './components/alert-dialog/alert-dialog';
export { ConfirmAction, type ConfirmActionProps } from './components/alert-dialog/confirm-action';
export { Badge, badgeVariants, type BadgeProps } from './components/badge/badge';
export {
  Breadcrumb,
  Breadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
} from './components/breadcrumbs/breadcrumbs';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './components/checkbox/checkbox';
export * from './components/check-tree/check-tree';
export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from './components/combo-box/combo-box';
export * from './components/context-menu/context-menu';
export { DateField, type DateFieldProps } from './components/date-field/date-field';
export { Dialog, DialogTrigger, dialogVariants, type DialogProps } from './components/dialog/dialog';
export * from './components/dialog/form-dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Form, type FormProps } from './components/form/form';
export * from './components/filter-bar/filter-bar';
export * from './components/filter-bar/filter-chips';
export { LookupSelect, type LookupOption, type LookupSelectProps } from './components/lookup-select/lookup-select';
export { NumberField, type NumberFieldProps } from './components/number-field/number-field';
export { Popover, type PopoverProps } from './components/popover/popover';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/radio-group/radio-group';
export { SearchField, type SearchFieldProps } from './components/search-field/search-field';
export { Select, SelectItem, type SelectItemProps, type SelectProps } from './components/select/select';
export { Skeleton, skeletonVariants, type SkeletonProps } from './components/skeleton/skeleton';
export { SkipLink, type SkipLinkProps } from './components/skip-link/skip-link';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner/spinner';
export * from './components/stepper/stepper';
export { Switch, type SwitchProps } from './components/switch/switch';
export * from './components/tabs/tabs';
export * from './components/toast/toast';
export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './components/tooltip/tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';
export { Tree, treeLabelVariants, type TreeNode, type TreeProps } from './components/tree/tree';
export { TreeWithDetails, type TreeWithDetailsProps } from './components/tree-with-details/tree-with-details';
