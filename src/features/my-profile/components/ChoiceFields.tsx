/** My profile's choices: single and multi selects (ME-13..15) and the activity pickers (ME-18). */
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { chosen, toggleActivity } from '../mappers';
import { myProfileActions } from '../slice';
import { isMulti, type FormField, type Option } from '../types';
import { OptionSelect } from './controls';
import { SaveStatus } from './TextFields';

/**
 * A field the answer gave no id or options for (the contract names only label, select and type): its
 * value, shown and not editable, with a note instead of a control whose save would send garbage.
 */
function ReadOnlyField({ field }: { field: FormField }) {
  const { t } = useTranslation('my-profile');
  const id = useId();
  const current = chosen(field.select);
  return (
    <div
      className="me-field me-field--inline"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-note`}
      data-testid="me-field-readonly"
    >
      <span className="me-label" id={`${id}-label`}>
        {field.label}
      </span>
      <span className="me-readonly">{current.length ? current.map((o) => o.label).join(', ') : t('select')}</span>
      <small className="me-hint" id={`${id}-note`}>
        {t('readOnlyField')}
      </small>
    </div>
  );
}

/** A personal-data / couple field: native select for 's', a checkbox list for the multi types. */
export const FormFieldInput = memo(function FormFieldInput({ field }: { field: FormField }) {
  if (field.readOnly) return <ReadOnlyField field={field} />;
  return <EditableField field={field} />;
});

function EditableField({ field }: { field: FormField }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const current = chosen(field.select);
  const save = (select: Option[]) => dispatch(myProfileActions.fieldSaveRequested({ id: field.id, select }));
  if (!isMulti(field.inputType)) {
    return (
      <OptionSelect
        id={id}
        label={field.label}
        options={field.options}
        placeholder="optional"
        selected={current[0]?.value}
        aria-describedby={`${id}-save`}
        onChange={(e) => {
          const o = field.options.find((x) => String(x.value) === e.target.value);
          save(o ? [o] : []);
        }}
      >
        <SaveStatus saveKey={`field:${field.id}`} id={`${id}-save`} />
      </OptionSelect>
    );
  }
  return (
    <div className="me-field me-field--inline">
      <span className="me-label" id={`${id}-label`}>
        {field.label}
      </span>
      <button
        type="button"
        className="me-select me-select--multi"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{current.length ? current.map((o) => o.label).join(', ') : field.select[0]?.label || t('select')}</span>
      </button>
      {open ? (
        <fieldset id={`${id}-list`} className="chip-list me-checks">
          <legend className="visually-hidden">{field.label}</legend>
          {field.options.map((o) => {
            const on = current.some((c) => c.value === o.value);
            return (
              <label key={String(o.value)} className="check-chip me-check">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => save(on ? current.filter((c) => c.value !== o.value) : [...current, o])}
                />
                {o.label}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <SaveStatus saveKey={`field:${field.id}`} />
    </div>
  );
}

/** ME-18: activity pickers with images, at most 3 per group (a fourth drops the oldest). */
export const ActivityPicker = memo(function ActivityPicker({ field }: { field: FormField }) {
  if (field.readOnly) return <ReadOnlyField field={field} />;
  return <ActivityChoices field={field} />;
});

function ActivityChoices({ field }: { field: FormField }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const current = chosen(field.select);
  return (
    <fieldset className="me-acts">
      <legend className="me-label">
        {field.label} <span className="me-hint">{t('activities.count', { count: current.length })}</span>
      </legend>
      <ul className="me-acts__grid">
        {field.options.map((o) => {
          const on = current.some((c) => c.value === o.value);
          return (
            <li key={String(o.value)}>
              <button
                type="button"
                className={`me-act${on ? ' me-act--on' : ''}`}
                aria-pressed={on}
                onClick={() => dispatch(myProfileActions.fieldSaveRequested({ id: field.id, select: toggleActivity(field.select, o) }))}
              >
                {o.image ? <img src={o.image} alt="" width={40} height={40} loading="lazy" decoding="async" /> : null}
                <span>{t('activities.pick', { label: o.label })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SaveStatus saveKey={`field:${field.id}`} />
    </fieldset>
  );
}
