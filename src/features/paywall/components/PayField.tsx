import { forwardRef, type InputHTMLAttributes } from 'react';

interface PayFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with its error (or hint) under it, tied with aria-describedby. */
export const PayField = forwardRef<HTMLInputElement, PayFieldProps>(function PayField({ id, label, error, hint, ...input }, ref) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="pay-field">
      <label className="pay-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="pay-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="pay-field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="pay-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
