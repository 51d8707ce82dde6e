/**
 * The shared UI kit (issue 14): query states, data table with pager, dialogs, fields and the
 * back office's small pieces. Pages import from here instead of writing these again.
 */
export { EmptyState, LoadError, NotFoundState, QueryState, Skeletons, TableSkeleton, isNotFound, type LoadErrorVariant, type QueryLike, type QueryStateProps } from './query-state';
export { DataTable, Pager, type Column, type DataTableProps, type Paging } from './data-table';
export { ConfirmDialog, DialogHeader, FormDialog, FormError, Modal, type ConfirmDialogProps, type FormDialogProps, type ModalProps } from './dialog';
export { Field, InputField, SelectField, TextAreaField, type FieldControlProps, type FieldProps } from './field';
export { PageHeader } from './page-header';
export { StatCard } from './stat-card';
export { Badge } from './status-badge';
export { Toggle } from './toggle';
export { Tabs, type TabItem, type TabsProps, type TabsVariant } from './tabs';
export { FilterBar, SearchBox, type SearchBoxProps } from './search-box';
export { EditorDialog, type EditorDialogProps } from './editor-dialog';
