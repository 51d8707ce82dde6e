/**
 * The add / edit dialog of a back-office list (heroes, products, service countries): open while
 * `editing` is a record or 'new', titled 'Add …' or 'Edit …', holding the record's form.
 */
import type { ReactNode } from 'react';
import { Modal } from './dialog';

export interface EditorDialogProps<T> {
  /** The record being edited, 'new' for a new one, null when closed. */
  editing: T | 'new' | null;
  /** Sets `editing` back to null. */
  onClose: () => void;
  /** After a save: the dialog closes, then this runs (refetch the list). */
  onSaved: () => unknown;
  /** The dialog's title for a new record and for an existing one, e.g. ['Add Product', 'Edit Product']. */
  titles: [add: string, edit: string];
  wide?: boolean;
  /** The form for `record` (null: a new one); it calls `done` once saved, `cancel` to close unsaved. */
  children: (record: T | null, done: () => Promise<void>, cancel: () => void) => ReactNode;
}

/** A `Modal` with the form of the record in `editing`. */
export function EditorDialog<T>({ editing, onClose, onSaved, titles, wide, children }: EditorDialogProps<T>) {
  const done = async () => {
    onClose();
    await onSaved();
  };
  return (
    <Modal open={editing !== null} onClose={onClose} title={editing === 'new' ? titles[0] : titles[1]} wide={wide}>
      {editing !== null && children(editing === 'new' ? null : editing, done, onClose)}
    </Modal>
  );
}
