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

export function FieldMessage({
  id,
  error,
  hint,
  hintClass = 'field__hint',
}: {
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** The hint's class (a feature's own field look, see FieldLook). */
  hintClass?: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId(id)} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId(id)} className={hintClass}>
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

/**
 * The class names of a field's parts, for a feature whose fields keep their own look (my profile's
 * 'me-field', the search form's 'sfield'); each part left out keeps the shared one.
 */
export interface FieldLook {
  /** The frame (default 'field'). */
  frame?: string;
  /** The label, or the legend (default 'field__label'). */
  label?: string;
  /** The hint (default 'field__hint'). */
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
 * The frame of every field (text, password, select, textarea, a group of chips): the label tied to the
 * control whose id is `id` (or, with `legend`, a fieldset named by its legend), the control, its error
 * (role=alert) or hint, then `after` (a counter) under them. `look` names the parts' classes for a
 * feature's own look; `className` is added to the frame's.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  look,
  legend = false,
  children,
  after,
}: Omit<FieldProps, 'label'> & {
  /** A text, or a text with what goes beside it (a note in a span). */
  label: ReactNode;
  className?: string;
  look?: FieldLook;
  /** A group of controls: a fieldset whose legend is the label. */
  legend?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const frameClass = [look?.frame ?? 'field', className].filter(Boolean).join(' ');
  const labelClass = look?.label ?? 'field__label';
  const under = (
    <>
      <FieldMessage id={id} error={error} hint={hint} hintClass={look?.hint} />
      {after}
    </>
  );
  if (legend)
    return (
      <fieldset className={frameClass}>
        <legend className={labelClass}>{label}</legend>
        {children}
        {under}
      </fieldset>
    );
  return (
    <div className={frameClass}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {children}
      {under}
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
