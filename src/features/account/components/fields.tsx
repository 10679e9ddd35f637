/**
 * The account forms' fields: the shared ones (src/shared/ui/fields) plus a textarea whose limit
 * truncates, with the 'N de M' counter under it (B §5). Errors never clear what was typed.
 */
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { describedBy, Field } from '@/shared/ui/fields';

export { focusFirst, Form, FormAlert, keepRef, PasswordField, SelectField } from '@/shared/ui/fields';

const counterId = (id: string) => `${id}-counter`;

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; error?: string | null; counter: string }
>(function TextAreaField({ id, label, error, counter, ...area }, ref) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      after={
        <p id={counterId(id)} className="fine-print acc-counter">
          {counter}
        </p>
      }
    >
      <textarea
        {...area}
        ref={ref}
        id={id}
        className="field__control acc-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(id, Boolean(error), false), counterId(id)].filter(Boolean).join(' ')}
      />
    </Field>
  );
});
