// The design system: every screen builds from these, so the look and the accessibility rules live in one place.
export { AlertMessage, type AlertMessageProps, type AlertTone } from './alert-message';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClasses } from './button';
export { Card, type CardProps } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { Input, type InputProps, Textarea, type TextareaProps } from './input';
export { PAGE_TITLE_ID, PageHeader, type PageHeaderProps } from './page-header';
export { SeatBadge } from './seat-badge';
export { Select, type SelectOption, type SelectProps } from './select';
export { PageSpinner, Spinner, type SpinnerProps } from './spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { useReturnFocus } from './use-return-focus';
