/**
 * The editable fields of my profile and the wizard: nickname and description (saved on blur, ME-08..11),
 * single and multi selects (ME-13..15), activity pickers (ME-18), tags (ME-16, ME-17), the age range
 * and the save status with its retry (a failed save keeps what the member typed).
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { IconClose } from '@/shared/ui/icons';
import { chosen, toggleActivity } from '../mappers';
import {
  ageRangeSaveRequested,
  descriptionSaveRequested,
  fieldSaveRequested,
  nicknameSaveRequested,
  saveRetried,
  selectSaves,
  selectSuggestions,
  tagSuggestRequested,
  tagsSaveRequested,
} from '../slice';
import { isMulti, LIMITS, type AgeRange, type FormField, type Option, type TagGroup } from '../types';

/** 'Guardando…' or the failure with 'Reintentar', for one save key. */
export function SaveStatus({ saveKey, id }: { saveKey: string; id?: string }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSaves)[saveKey];
  if (!save) return <span id={id} className="me-save" aria-live="polite" />;
  if (save.status === 'saving')
    return (
      <span id={id} className="me-save" aria-live="polite">
        {t('save.saving')}
      </span>
    );
  return (
    <span id={id} className="me-save me-save--failed" role="alert">
      {t('save.failed')}{' '}
      <button type="button" className="me-link" onClick={() => dispatch(saveRetried({ key: saveKey }))}>
        {t('save.retry')}
      </button>
    </span>
  );
}

export function NicknameField({ nickname, moderation }: { nickname: string; moderation: 0 | 1 }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState(false);
  const id = useId();
  const onBlur = () => {
    const v = value.trim();
    if (v.length < LIMITS.nickname.min || v.length > LIMITS.nickname.max) {
      // ME-08: an invalid value reverts and says why.
      setValue(nickname);
      setError(true);
      return;
    }
    setError(false);
    setValue(v);
    if (v !== nickname) dispatch(nicknameSaveRequested({ nickname: v }));
  };
  return (
    <div className="me-field">
      <label htmlFor={id} className="me-label">
        {t('nickname.label')}
      </label>
      <input
        id={id}
        className={`me-input${error ? ' me-input--error' : ''}`}
        value={value}
        autoComplete="nickname"
        aria-invalid={error || undefined}
        aria-describedby={`${id}-msg ${id}-save`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-msg`} className={error ? 'me-error' : 'me-note'} role={error ? 'alert' : undefined}>
        {error ? t('nickname.invalid') : moderation === 0 ? t('nickname.moderation') : ''}
      </p>
      <SaveStatus saveKey="nickname" id={`${id}-save`} />
    </div>
  );
}

export function DescriptionField({ description, moderation }: { description: string; moderation: 0 | 1 }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(description);
  const [error, setError] = useState(false);
  const id = useId();
  const over = value.length > LIMITS.description.max;
  const onBlur = () => {
    const v = value.trim();
    if (v.length < LIMITS.description.min || v.length > LIMITS.description.max) {
      setValue(description);
      setError(true);
      return;
    }
    setError(false);
    setValue(v);
    if (v !== description) dispatch(descriptionSaveRequested({ description: v }));
  };
  return (
    <div className="me-field">
      <label htmlFor={id} className="me-label">
        {t('description.label')}
      </label>
      <p id={`${id}-note`} className="me-hint">
        {t('description.note')}
      </p>
      <textarea
        id={id}
        className={`me-input me-textarea${error || over ? ' me-input--error' : ''}`}
        value={value}
        rows={6}
        placeholder={t('description.placeholder')}
        aria-invalid={error || over || undefined}
        aria-describedby={`${id}-note ${id}-count ${id}-msg ${id}-save`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={onBlur}
      />
      <div className="me-row">
        <p id={`${id}-msg`} className={error ? 'me-error' : 'me-note'} role={error ? 'alert' : undefined}>
          {error ? t('description.invalid') : moderation === 0 ? t('description.moderation') : ''}
        </p>
        <span id={`${id}-count`} className={`me-counter${over ? ' me-counter--over' : ''}`} aria-live="polite">
          {t('description.counter', { count: value.length, max: LIMITS.description.max })}
        </span>
      </div>
      <SaveStatus saveKey="description" id={`${id}-save`} />
    </div>
  );
}

/** A personal-data / couple field: native select for 's', a checkbox list for the multi types. */
export function FormFieldInput({ field }: { field: FormField }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const current = chosen(field.select);
  const save = (select: Option[]) => dispatch(fieldSaveRequested({ id: field.id, select }));
  if (!isMulti(field.inputType)) {
    return (
      <div className="me-field me-field--inline">
        <label htmlFor={id} className="me-label">
          {field.label}
        </label>
        <select
          id={id}
          className="me-select"
          value={current[0]?.value === undefined || current[0]?.value === null ? '' : String(current[0].value)}
          aria-describedby={`${id}-save`}
          onChange={(e) => {
            const o = field.options.find((x) => String(x.value) === e.target.value);
            save(o ? [o] : []);
          }}
        >
          <option value="">{t('select')}</option>
          {field.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
        <SaveStatus saveKey={`field:${field.id}`} id={`${id}-save`} />
      </div>
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
        <fieldset id={`${id}-list`} className="me-checks">
          <legend className="visually-hidden">{field.label}</legend>
          {field.options.map((o) => {
            const on = current.some((c) => c.value === o.value);
            return (
              <label key={String(o.value)} className="me-check">
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
export function ActivityPicker({ field }: { field: FormField }) {
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
                onClick={() => dispatch(fieldSaveRequested({ id: field.id, select: toggleActivity(field.select, o) }))}
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

/** ME-16/17: tags with add and remove, suggestions as you type (free text without a source). */
export function TagEditor({ group }: { group: TagGroup }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const suggestions = useAppSelector(selectSuggestions)[group.key];
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const items = text.trim() && suggestions.text === text ? suggestions.items.filter((s) => !group.list.includes(s)) : [];
  const add = (value: string) => {
    const v = value.trim().slice(0, 80);
    setText('');
    setActive(-1);
    dispatch(tagSuggestRequested({ kind: group.key, text: '' }));
    if (!v || group.list.some((x) => x.toLowerCase() === v.toLowerCase())) return;
    dispatch(tagsSaveRequested({ kind: group.key, list: [...group.list, v] }));
  };
  return (
    <div className="me-tags">
      <label htmlFor={id} className="me-label">
        {group.title}
      </label>
      {group.list.length ? (
        <ul className="me-chips" aria-label={group.title}>
          {group.list.map((tag) => (
            <li key={tag} className="me-chip">
              {tag}
              <button
                type="button"
                className="me-chip__x"
                aria-label={t('tags.remove', { tag })}
                onClick={() => dispatch(tagsSaveRequested({ kind: group.key, list: group.list.filter((x) => x !== tag) }))}
              >
                <IconClose size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="me-hint">{t('tags.empty')}</p>
      )}
      <div className="me-tags__add">
        <input
          ref={inputRef}
          id={id}
          className="me-input"
          value={text}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && items[active] ? `${id}-opt-${active}` : undefined}
          placeholder={t('tags.placeholder')}
          maxLength={80}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            dispatch(tagSuggestRequested({ kind: group.key, text: e.target.value }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && items.length) {
              e.preventDefault();
              setActive((a) => (a + 1) % items.length);
            } else if (e.key === 'ArrowUp' && items.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              add(active >= 0 && items[active] ? items[active] : text);
            } else if (e.key === 'Escape') setActive(-1);
          }}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim()}>
          {t('tags.add')}
        </Button>
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('tags.suggestions', { title: group.title })}
        className="me-suggest"
        hidden={items.length === 0}
      >
        {items.map((s, i) => (
          <li
            key={s}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="me-suggest__item"
            onMouseDown={(e) => e.preventDefault()}
            onKeyDown={() => undefined}
            onClick={() => {
              add(s);
              inputRef.current?.focus();
            }}
          >
            {s}
          </li>
        ))}
      </ul>
      <SaveStatus saveKey={`tags:${group.key}`} />
    </div>
  );
}

/** Age range 18..99 with a gap of at least 1, saved when the slider is released. */
export function AgeRangeField({ range }: { range: AgeRange }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(range);
  const id = useId();
  const commit = () => {
    if (value.min !== range.min || value.max !== range.max) dispatch(ageRangeSaveRequested(value));
  };
  const setMin = (n: number) =>
    setValue((v) => ({ min: Math.min(n, LIMITS.age.max - 1), max: Math.max(v.max, Math.min(n, LIMITS.age.max - 1) + 1) }));
  const setMax = (n: number) =>
    setValue((v) => ({ max: Math.max(n, LIMITS.age.min + 1), min: Math.min(v.min, Math.max(n, LIMITS.age.min + 1) - 1) }));
  const release = { onPointerUp: commit, onKeyUp: commit, onBlur: commit, onTouchEnd: commit };
  return (
    <div className="me-field">
      <span className="me-label" id={`${id}-l`}>
        {t('age.label')}: <output aria-live="polite">{t('age.range', { min: value.min, max: value.max })}</output>
      </span>
      <div className="me-range">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('age.min')}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={LIMITS.age.min}
          max={LIMITS.age.max}
          value={value.min}
          onChange={(e) => setMin(Number(e.target.value))}
          {...release}
        />
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('age.max')}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={LIMITS.age.min}
          max={LIMITS.age.max}
          value={value.max}
          onChange={(e) => setMax(Number(e.target.value))}
          {...release}
        />
      </div>
      <SaveStatus saveKey="ageRange" />
    </div>
  );
}

export function Section({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className="me-card" aria-labelledby={id}>
      <h2 className="me-card__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
