/**
 * The account forms' fields: the label tied to the control, the error under it (aria-describedby,
 * aria-invalid) and, for the report's description, a counter. Errors never clear what was typed.
 */
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

const errorId = (id: string) => `${id}-error`;
const extraId = (id: string) => `${id}-extra`;
const described = (id: string, error: boolean, extra: boolean) => [error ? errorId(id) : '', extra ? extraId(id) : ''].filter(Boolean).join(' ') || undefined;

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={errorId(id)} className="acc-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

interface BaseProps {
  id: string;
  label: string;
  error?: string | null;
  /** Marked invalid without a message of its own (a form-level message says why). */
  invalid?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, BaseProps & InputHTMLAttributes<HTMLInputElement>>(function TextField({ id, label, error, invalid, ...input }, ref) {
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <input {...input} ref={ref} id={id} className="acc-field__control" aria-invalid={error || invalid ? true : undefined} aria-describedby={described(id, Boolean(error), false)} />
      <FieldError id={id} error={error} />
    </div>
  );
});

/** A password field with a 44 px show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function PasswordField({ id, label, error, invalid, ...input }, ref) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acc-field__with-action">
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="acc-field__control"
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={described(id, Boolean(error), false)}
        />
        <button type="button" className="icon-btn acc-field__action" aria-pressed={visible} aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')} onClick={() => setVisible((v) => !v)}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }>(function SelectField({ id, label, error, children, ...select }, ref) {
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <select {...select} ref={ref} id={id} className="acc-field__control" aria-invalid={error ? true : undefined} aria-describedby={described(id, Boolean(error), false)}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
});

/** A textarea whose limit truncates, with the 'N de M' counter under it (B §5). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { counter: string }>(function TextAreaField({ id, label, error, counter, ...area }, ref) {
  return (
    <div className="acc-field">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...area} ref={ref} id={id} className="acc-field__control" aria-invalid={error ? true : undefined} aria-describedby={described(id, Boolean(error), true)} />
      <FieldError id={id} error={error} />
      <p id={extraId(id)} className="acc-field__counter">
        {counter}
      </p>
    </div>
  );
});

/** A form-level message (server refusals). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="acc-alert" role="alert">
      {children}
    </p>
  );
}

/** Focuses the first element of `order` whose key is in `errors`. */
export function focusFirst<K extends string>(order: readonly K[], errors: Partial<Record<K, unknown>>, refs: Partial<Record<K, HTMLElement | null>>): void {
  const first = order.find((k) => errors[k]);
  if (first) refs[first]?.focus();
}
