/**
 * A back-office record's Edit (pencil) and Delete (bin, red) icon buttons, as the brands, heroes,
 * products and service countries lists show them at the end of a row or card. Each button is named
 * for the record ("Edit {name}", "Delete {name}", admin.common.* unless the list passes its own
 * texts) and titled with the bare verb. `children` come first (a list's own buttons, e.g. the
 * heroes' Activate); without `onDelete` there is no Delete button. `AddRecordButton` is the same
 * lists' Add button, `SaveRecordButton` the submit button of their record forms.
 */
import type { ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';

export interface RecordActionsProps {
  /** The record's name in the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  /** The buttons' accessible names and titles (defaults: admin.common.editName / edit / deleteName / delete). */
  editLabel?: string;
  editTitle?: string;
  deleteLabel?: string;
  deleteTitle?: string;
  /** The wrapper's classes (the row or card lays it out). */
  className: string;
  children?: ReactNode;
}

/** See the module comment. */
export function RecordActions({ name, onEdit, onDelete, editLabel, editTitle, deleteLabel, deleteTitle, className, children }: RecordActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {children}
      <button type="button" className="btn-ghost p-2" aria-label={editLabel ?? t('admin.common.editName', { name })} title={editTitle ?? t('admin.common.edit')} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
      </button>
      {onDelete && (
        <button type="button" className="btn-ghost p-2 text-red-700" aria-label={deleteLabel ?? t('admin.common.deleteName', { name })} title={deleteTitle ?? t('admin.common.delete')} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

/**
 * A list's Add button for its page header: primary, a plus icon before `label` (the list's own
 * text, e.g. 'Add brand'); `onAdd` usually opens the list's editor on a new record.
 */
export function AddRecordButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button type="button" className="btn-primary" onClick={onAdd}>
      <Plus className="size-4" aria-hidden /> {label}
    </button>
  );
}

/**
 * A record form's submit button (brands, heroes, products, service countries): primary, 'Saving…'
 * and disabled while `busy`, else `label` (the form's Create or Update text); `disabled` also
 * holds it back (e.g. while an image uploads). The form lays out the row it stands in.
 */
export function SaveRecordButton({ busy, label, disabled = false }: { busy: boolean; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn-primary" disabled={busy || disabled}>
      {busy ? t('admin.common.saving') : label}
    </button>
  );
}
