/**
 * The small controls my profile's screens, the wizard, the upload dialog and the photo editor share:
 * my profile's look of the shared field frame, a labelled native select, a slider with a visually
 * hidden label, a 0..100 progress bar and the 'could not load' panel with its retry.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryPanel, type RetryPanelProps } from '@/shared/ui/ChunkErrorPanel';
import { Field, type FieldLook } from '@/shared/ui/fields';

export interface SelectOption {
  value: string | number | null;
  label: string;
}

/** My profile's look of the shared field frame (src/shared/ui/fields Field): 'me-field', 'me-label'. */
export const PROFILE_FIELD = { frame: 'me-field', label: 'me-label' } as const satisfies FieldLook;

interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value'> {
  id: string;
  label: ReactNode;
  options: SelectOption[];
  /** The chosen option's value; nothing chosen selects the placeholder. */
  selected: string | number | null | undefined;
  /** The empty first option 'Seleccioná': 'optional' can be chosen back, 'required' only shows until a choice. */
  placeholder?: 'optional' | 'required';
  /** The wrapper's class. */
  className?: string;
  /** After the select, inside the wrapper (a save status). */
  children?: ReactNode;
}

/** A native select in its frame (the label beside it by default, 'me-field--inline'). */
export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { id, label, options, selected, placeholder, className = 'me-field me-field--inline', children, ...select },
  ref,
) {
  const { t } = useTranslation('my-profile');
  return (
    <Field id={id} label={label} look={{ ...PROFILE_FIELD, frame: className }}>
      <select
        {...select}
        ref={ref}
        id={id}
        className="me-select"
        value={selected === null || selected === undefined ? '' : String(selected)}
      >
        {placeholder ? (
          <option value="" disabled={placeholder === 'required'}>
            {t('select')}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
    </Field>
  );
});

/** A range input whose label only screen readers hear (the screen shows the value elsewhere). */
export function RangeInput({ id, label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input {...input} id={id} type="range" />
    </>
  );
}

/** A 0..100 progress bar, named by its label or by the element `labelledBy` points to. */
export function ProgressBar({ percent, label, labelledBy }: { percent: number; label?: string; labelledBy?: string }) {
  return (
    <div
      className="me-complete__bar"
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}

/** What could not load, and the feature's 'Reintentar' (or another action): the shared RetryPanel. */
export function LoadError({ retryLabel, variant = 'secondary', ...panel }: Omit<RetryPanelProps, 'retryLabel'> & { retryLabel?: string }) {
  const { t } = useTranslation('my-profile');
  return <RetryPanel {...panel} variant={variant} retryLabel={retryLabel ?? t('retry')} />;
}
