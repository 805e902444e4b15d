// The design system: every screen builds from these, so the look and the accessibility rules live in one place.
export { AlertMessage, type AlertTone } from './alert-message';
export { Badge, type BadgeTone } from './badge';
export { Button, buttonClasses } from './button';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { ConfirmDialog } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { Field } from './field';
export { Input, SearchInput, Textarea } from './input';
export { MessageLogList, MessageStateBadge } from './message-log-list';
export { PAGE_TITLE_ID, PageHeader } from './page-header';
export { SeatBadge } from './seat-badge';
export { Select } from './select';
export { PageSpinner, Spinner } from './spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { useReturnFocus } from './use-return-focus';
