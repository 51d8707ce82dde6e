/**
 * Dialogs on the native <dialog> element (focus trap, Escape closes, the page behind is inert):
 * `Modal` (title, close button, any content), `FormDialog` (a form with its error, Cancel and a
 * submit button that shows it is working) and `ConfirmDialog` (a question with Cancel and a
 * confirming button, role alertdialog).
 */
import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { X } from 'lucide-react';
import { placeToasts } from '../../lib/toast';
import { FormError, useShownError } from './field';
import { useTranslation } from '../../i18n/i18n';

/**
 * The props of a modal <dialog>: its `ref`, shown with showModal() while `open` and closed
 * otherwise, and an `onCancel` that keeps it open on Escape while `busy`.
 */
function useModal(open: boolean, busy = false) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      placeToasts(); // toasts on screen stay above the new backdrop
    }
    if (!open && d.open) d.close();
  }, [open]);
  const onCancel = (e: SyntheticEvent) => {
    if (busy) e.preventDefault();
  };
  return { ref, onCancel };
}

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and any other close; the owner sets `open` false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 48rem wide instead of 32rem. */
  wide?: boolean;
  /** Escape does nothing while true (work under way). */
  busy?: boolean;
}

/** A modal dialog named by `title`, with a Close button; its content is mounted only while open. */
export function Modal({ open, onClose, title, children, wide, busy }: ModalProps) {
  const { t } = useTranslation();
  const modal = useModal(open, busy);
  return (
    <dialog
      {...modal}
      onClose={onClose}
      aria-label={title}
      className={`m-auto max-h-[92dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-xl ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {open && (
        <div className="p-5">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 className="text-lg font-bold">{title}</h2>
            <button type="button" className="btn-ghost p-2" onClick={onClose} aria-label={t('common.close')} disabled={busy}>
              <X className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

export interface FormDialogProps extends Omit<ModalProps, 'busy'> {
  /** Called with the default submit prevented; the owner validates, sends and closes. */
  onSubmit: () => unknown;
  /** The submit button's text, e.g. 'Save Address'. */
  submitLabel: string;
  /** Its text while `pending`, e.g. 'Saving…' (default 'Saving…'). */
  pendingLabel?: string;
  /** True while the request runs: submit and Cancel are disabled and Escape does nothing. */
  pending?: boolean;
  /** The form's error line (shown above the buttons, role alert). */
  error?: ReactNode;
  cancelLabel?: string;
}

/** A `Modal` holding a form: `children` are its fields, then the error, Cancel and the submit button. */
export function FormDialog({ onSubmit, submitLabel, pendingLabel, pending = false, error: given, cancelLabel, children, ...modal }: FormDialogProps) {
  const { t } = useTranslation();
  pendingLabel ??= t('common.saving');
  cancelLabel ??= t('common.cancel');
  // The error line goes once a field is edited (it is about what was sent), and comes back with the next answer.
  const { shown: error, onEdit } = useShownError(given);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) void onSubmit();
  };
  return (
    <Modal {...modal} busy={pending}>
      <form onSubmit={submit} onChange={onEdit} noValidate className="space-y-4">
        {children}
        <FormError>{error}</FormError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={modal.onClose} disabled={pending}>
            {cancelLabel ?? t('admin.common.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? (pendingLabel ?? t('admin.common.saving')) : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question and what follows from it. */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  /** Red confirming button (deleting, cancelling); default true. */
  destructive?: boolean;
  cancelLabel?: string;
  onConfirm: () => unknown;
  /** Cancel, Escape or any other close. */
  onCancel: () => void;
}

/** A small alertdialog asking to confirm `title`; Cancel and Escape call `onCancel`. */
export function ConfirmDialog({ open, title, children, confirmLabel, pendingLabel, pending = false, destructive = true, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  cancelLabel ??= t('common.cancel');
  const titleId = useId();
  const modal = useModal(open, pending);
  return (
    <dialog
      {...modal}
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-5 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>
      <div className="mt-5 flex gap-2">
        <button type="button" className="btn-outline flex-1" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('admin.common.cancel')}
        </button>
        <button
          type="button"
          className={destructive ? 'btn flex-1 bg-red-600 text-white hover:bg-red-700' : 'btn-primary flex-1'}
          disabled={pending}
          onClick={() => void onConfirm()}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The title bar of a hand-built <dialog> (a bottom line, the heading and a Close button):
 * `id` goes on the h2 for the dialog's aria-labelledby; `large` is the text-lg heading.
 */
export function DialogHeader({ id, title, onClose, large = false, className = 'px-4' }: { id?: string; title: ReactNode; onClose: () => void; large?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center justify-between border-b border-slate-200 py-3 ${className}`}>
      <h2 id={id} className={large ? 'text-lg font-bold' : 'font-bold'}>
        {title}
      </h2>
      <button type="button" className="rounded-full p-1 hover:bg-slate-100" aria-label={t('common.close')} onClick={onClose}>
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}

export interface DrawerProps {
  open: boolean;
  /** Escape, the backdrop, the close button or any other close; the owner sets `open` false. */
  onClose: () => void;
  /** The drawer's accessible name (e.g. 'Admin menu'). */
  title: string;
  /** The close button's accessible name (default 'Close'). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A menu drawer on the native modal <dialog> (the same primitive as `Modal`: focus moves in and is
 * trapped, Escape closes, the page behind is inert), sliding in from the start edge, full height,
 * at most 20rem wide. A click on the backdrop closes it. Its content is mounted only while open.
 */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const modal = useModal(open);
  const { t } = useTranslation();
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    // The dialog fills only the drawer; a click whose target is the dialog itself outside its box is the backdrop.
    const r = e.currentTarget.getBoundingClientRect();
    if (e.target === e.currentTarget && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)) onClose();
  };
  return (
    <dialog
      {...modal}
      onClose={onClose}
      onClick={onClick}
      aria-label={title}
      className="fixed inset-y-0 start-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-end px-3 pt-3">
        <button type="button" className="btn-ghost p-2" aria-label={closeLabel ?? t('admin.common.close')} onClick={onClose}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
