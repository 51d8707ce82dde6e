/**
 * The back office's "Delete {name}?" confirmation of one record (brands, service countries): a
 * `ConfirmDialog` open while `record` is set, its line the text at `i18nKey` with the record's
 * name in bold (`<0>{{name}}</0>` in the texts). Confirm calls `onConfirm`; Cancel and Escape
 * `onCancel`.
 */
import { ConfirmDialog } from '../ui/dialog';
import { Trans } from '../../i18n/i18n';

export interface DeleteRecordDialogProps {
  /** The record to delete; null: closed. */
  record: { name: string } | null;
  title: string;
  confirmLabel: string;
  /** The question's text key, with `name` in its first tag. */
  i18nKey: string;
  pending: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** See the module comment. */
export function DeleteRecordDialog({ record, title, confirmLabel, i18nKey, pending, onConfirm, onCancel }: DeleteRecordDialogProps) {
  return (
    <ConfirmDialog open={record !== null} title={title} confirmLabel={confirmLabel} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        <Trans i18nKey={i18nKey} values={{ name: record?.name ?? '' }} components={[<strong key="name" />]} />
      </p>
    </ConfirmDialog>
  );
}
