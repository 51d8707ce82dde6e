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
    <div className={className} onChange={onEdit}>
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

type Common = { label: ReactNode; error?: string; hint?: ReactNode; fieldClassName?: string };
const controlClass = (error: string | undefined, className = 'input') => `${className}${error ? ' border-red-500' : ''}`;

/** `Field` with an <input className="input"> given the rest of the props. */
export function InputField({ label, error, hint, fieldClassName, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={input.id} className={fieldClassName}>
      <input {...input} className={controlClass(error, className)} />
    </Field>
  );
}

/** `Field` with a <select className="input">; `children` are its options. */
export function SelectField({ label, error, hint, fieldClassName, className, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={select.id} className={fieldClassName}>
      <select {...select} className={controlClass(error, className)}>
        {children}
      </select>
    </Field>
  );
}

/** `Field` with a <textarea className="input">. */
export function TextAreaField({ label, error, hint, fieldClassName, className, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={textarea.id} className={fieldClassName}>
      <textarea {...textarea} className={controlClass(error, className)} />
    </Field>
  );
}
