/**
 * Form fields for every feature's forms: the label tied to the control, the error under it (aria-describedby, aria-invalid)
 * and an optional hint. Errors never clear what was typed.
 */
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './Button';
import { IconEye, IconEyeOff } from './icons';
import './fields.css';

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function describedBy(id: string, error: boolean, hint: boolean): string | undefined {
  return [error ? errorId(id) : '', hint ? hintId(id) : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldMessage({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={errorId(id)} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** The control's state for assistive tech: aria-invalid, and aria-describedby naming its error or hint. */
export function fieldAria(id: string, error?: string | null, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(error), Boolean(hint && !error)),
  } as const;
}

/**
 * The frame of every field (text, password, select, textarea): the label tied to the control, the
 * control, its error (role=alert) or hint, then `after` (a counter) under them.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
  after,
}: FieldProps & { className?: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
      {after}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, className, ...input },
  ref,
) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input {...input} ref={ref} id={id} className="field__control" {...fieldAria(id, error, hint)} />
    </Field>
  );
});

/** An e-mail field: the e-mail keyboard, no autocapitalisation or spell-check, the browser's autofill. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} ref={ref} />;
});

/** A password field with a 44 px show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { id, label, error, hint, className, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Eye = visible ? IconEyeOff : IconEye;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <div className="field__with-action">
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="field__control"
          {...fieldAria(id, error, hint)}
        />
        <IconButton
          className="field__action"
          aria-pressed={visible}
          label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <Eye size={22} />
        </IconButton>
      </div>
    </Field>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string | null;
  /** id of an error shown elsewhere (a group's error). */
  errorRef?: string;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, errorRef, children, className, ...select },
  ref,
) {
  const invalid = Boolean(error) || Boolean(errorRef);
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        {...select}
        ref={ref}
        id={id}
        className="field__control field__select"
        aria-invalid={invalid || undefined}
        aria-describedby={errorRef ?? (error ? errorId(id) : undefined)}
      >
        {children}
      </select>
    </Field>
  );
});

/**
 * A form that checks its own fields (noValidate), is aria-busy while `busy`, and runs `onSubmit` only
 * when it is not busy: Enter or a second press while its request runs sends nothing more.
 */
export function Form({
  busy,
  onSubmit,
  className,
  children,
}: {
  busy: boolean;
  onSubmit: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A select's options for a list of named things (provinces, cities): the id as value, the name as text. */
export function NamedOptions({ items }: { items: readonly { id: number | string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** A form-level message (server refusals). */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p className="form-alert" role="alert" id={id}>
      {children}
    </p>
  );
}

/** Focuses the first element of `order` whose key is in `errors` (the first invalid field gets the focus). */
export function focusFirst<K extends string>(
  order: readonly K[],
  errors: Partial<Record<K, unknown>>,
  refs: Partial<Record<K, HTMLElement | null>>,
): void {
  const first = order.find((k) => errors[k]);
  if (first) refs[first]?.focus();
}

/** A ref callback that keeps a form's control under its key (for focusFirst). */
export function keepRef<K extends string | number, E extends HTMLElement>(refs: { current: Partial<Record<K, E | null>> }, key: K) {
  return (el: E | null) => {
    refs.current[key] = el;
  };
}
