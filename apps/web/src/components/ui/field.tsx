/**
 * A form field: its label, the control and the message for it (the form's own check or the
 * server's 400 field message). The control gets `id`, `aria-invalid` and `aria-describedby`
 * pointing at the message (and at a hint), so a screen reader reads the error with the field.
 */
import {
  cloneElement,
  isValidElement,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FIELD_LIMITS, tooLongMessage, type LimitedField } from '@phonexport/domain/input-limits';
import { useTranslation } from '../../i18n/i18n';

/** What `Field` hands its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The message for this field; none: the field is fine. */
  error?: string;
  /** A line under the control that stays (format, limits). */
  hint?: ReactNode;
  /** The control's id (default: a generated one, or the child's own id). */
  htmlFor?: string;
  /**
   * The control: an <input>, <select> or <textarea> element (it gets the id and aria props
   * unless it sets them itself), anything else (left as it is), or a function given those props.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

const CONTROLS = new Set(['input', 'select', 'textarea']);

/**
 * The error a field shows: `error` until the person edits the field (issue 24: the old message
 * stayed while it was being fixed), then none until the next check brings one again (a save
 * clears the errors before it runs, which makes the next message show even if its text is the same).
 * `onEdit` goes on the field's wrapper as onChange (React's change events bubble to it).
 */
export function useShownError<E extends ReactNode>(error: E | undefined): { shown: E | undefined; onEdit: () => void } {
  const [editedAway, setEditedAway] = useState<E | undefined>(undefined);
  if (!error && editedAway !== undefined) setEditedAway(undefined);
  return { shown: error && error !== editedAway ? error : undefined, onEdit: () => setEditedAway(error) };
}

/** A label, the control and the error under it; see `FieldProps`. */
export function Field({ label, error: given, hint, htmlFor, children, className }: FieldProps) {
  const { shown: error, onEdit } = useShownError(given);
  const generated = useId();
  const own = isValidElement<Record<string, unknown>>(children) && typeof children.props.id === 'string' ? children.props.id : undefined;
  const id = htmlFor ?? own ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };

  let body: ReactNode;
  if (typeof children === 'function') body = children(control);
  else if (isValidElement<Record<string, unknown>>(children) && typeof children.type === 'string' && CONTROLS.has(children.type)) {
    const p = children.props;
    const joined = [p['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;
    body = cloneElement(children as ReactElement<Record<string, unknown>>, {
      id,
      'aria-invalid': p['aria-invalid'] ?? control['aria-invalid'],
      'aria-describedby': joined,
    });
  } else body = children;

  return (
    <div className={`group min-w-0${className ? ` ${className}` : ''}`} onChange={onEdit}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {body}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The limit of a text field (issue 23, domain input-limits.ts): "At most N characters" for screen
 * readers, a visible `n/N` counter while the field has the focus or is near its limit, and the
 * message naming field and limit ("Street must be at most 200 characters.") once the text reaches
 * it (the browser's maxLength stops it there, so nothing is cut without saying so).
 */
export function LimitNote({ field, length }: { field: LimitedField; length: number }) {
  const { t, language } = useTranslation();
  const max = FIELD_LIMITS[field].max;
  const full = length >= max;
  const near = length >= max * 0.8;
  return (
    <span className="flex items-start justify-between gap-2 text-xs" data-limit={max}>
      <span role={full ? 'alert' : undefined} className={full ? 'font-medium text-amber-800' : 'sr-only'}>
        {full ? tooLongMessage(field, language) : t('edges.limitHint', { max })}
      </span>
      <span aria-hidden className={`ml-auto shrink-0 tabular-nums ${full ? 'text-amber-800' : 'text-slate-500'} ${near ? '' : 'invisible group-focus-within:visible'}`}>
        {length}/{max}
      </span>
    </span>
  );
}

/** The message naming field and limit, shown once a text with its own counter reaches the limit; nothing before. */
export function LimitReached({ field, length }: { field: LimitedField; length: number }) {
  const { language } = useTranslation();
  if (length < FIELD_LIMITS[field].max) return null;
  return (
    <p role="alert" className="mt-1 text-xs font-medium text-amber-800">
      {tooLongMessage(field, language)}
    </p>
  );
}

type Common = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
  /** The field's entry in the domain's limits: sets maxLength and shows the limit (LimitNote). */
  limit?: LimitedField;
};
const controlClass = (error: string | undefined, className = 'input') => `${className}${error ? ' border-red-500' : ''}`;

/** `hint` with the limit note of `limit` for `value` under it. */
function withLimit(hint: ReactNode, limit: LimitedField | undefined, value: unknown): ReactNode {
  if (!limit) return hint;
  const note = <LimitNote field={limit} length={typeof value === 'string' ? value.length : 0} />;
  return hint ? (
    <>
      {hint}
      {note}
    </>
  ) : (
    note
  );
}

/** `Field` with an <input className="input"> given the rest of the props. */
export function InputField({ label, error, hint, fieldClassName, className, limit, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={withLimit(hint, limit, input.value)} htmlFor={input.id} className={fieldClassName}>
      <input maxLength={limit ? FIELD_LIMITS[limit].max : undefined} {...input} className={controlClass(error, className)} />
    </Field>
  );
}

/** `Field` with a <select className="input">; `children` are its options. */
export function SelectField({ label, error, hint, fieldClassName, className, children, limit: _limit, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={select.id} className={fieldClassName}>
      <select {...select} className={controlClass(error, className)}>
        {children}
      </select>
    </Field>
  );
}

/** `Field` with a <textarea className="input">. */
export function TextAreaField({ label, error, hint, fieldClassName, className, limit, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={withLimit(hint, limit, textarea.value)} htmlFor={textarea.id} className={fieldClassName}>
      <textarea maxLength={limit ? FIELD_LIMITS[limit].max : undefined} {...textarea} className={controlClass(error, className)} />
    </Field>
  );
}

/**
 * A file picker: its label, the `<input type="file">` (given the rest of the props; `className` adds
 * to its own classes) and a line under it saying what to pick or how the upload is going. The line
 * is `aria-live` and describes the input (`{id}-note`), so a screen reader hears "Uploading…" and
 * the count that follows. `children` go under the line (the chosen files, their errors).
 */
export function FileField({ label, note, className, children, ...input }: { label: ReactNode; note: ReactNode; id: string; children?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>) {
  const noteId = `${input.id}-note`;
  return (
    <div>
      <label htmlFor={input.id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input type="file" aria-describedby={noteId} {...input} className={`block w-full text-sm${className ? ` ${className}` : ''}`} />
      <p id={noteId} className="mt-1 text-xs text-slate-500" aria-live="polite">
        {note}
      </p>
      {children}
    </div>
  );
}

/**
 * The red line above a form's buttons with what went wrong (the server's message or the form's
 * own), `role="alert"` so it is read out when it comes; nothing when `children` is empty. `id`
 * lets a control point at it with `aria-describedby`.
 */
export function FormError({ children, id }: { children?: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
      {children}
    </p>
  );
}
