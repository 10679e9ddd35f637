/**
 * The search form's fields: its look of the shared field frame (SEARCH_FIELD, a label above its
 * control), the province and city selects ('Cualquiera' first), and the option lists of
 * GET /v1/user/search-options — one value for a text list (a select), several for an array list (chips).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, NamedOptions, type FieldLook } from '@/shared/ui/fields';
import type { SearchList } from '../types';

/** The search form's look of the shared field frame (src/shared/ui/fields Field). */
export const SEARCH_FIELD = { frame: 'sfield', label: 'sfield__label', hint: 'sfield__hint' } as const satisfies FieldLook;

/** A place select (province or city): 'Cualquiera' (0), then the places by name. */
export function PlaceSelect({
  label,
  value,
  places,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  places: readonly { id: number; name: string }[];
  disabled?: boolean;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <Field id={id} look={SEARCH_FIELD} label={label}>
      <select id={id} className="sfield__control" value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={0}>{t('any')}</option>
        <NamedOptions items={places} />
      </select>
    </Field>
  );
}

export function TextList({ list, value, onChange }: { list: SearchList; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const hasAny = list.select.some((o) => o.value === '');
  return (
    <Field id={id} look={SEARCH_FIELD} label={list.label}>
      <select id={id} className="sfield__control" value={value} onChange={(e) => onChange(e.target.value)}>
        {hasAny ? null : <option value="">{t('any')}</option>}
        {list.select.map((o) => (
          <option key={`${o.value}|${o.label}`} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ArrayList({ list, value, onChange }: { list: SearchList; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <Field
      id={id}
      legend
      look={SEARCH_FIELD}
      className="sfield--chips"
      label={
        <>
          {list.label}
          {value.length === 0 ? <span className="sfield__any">{t('any')}</span> : null}
        </>
      }
    >
      <div className="chip-list">
        {list.select.map((o) => {
          const on = value.includes(o.value);
          return (
            <label key={o.value} className={`check-chip chip${on ? ' is-on' : ''}`}>
              <input
                type="checkbox"
                checked={on}
                onChange={() => onChange(on ? value.filter((v) => v !== o.value) : [...value, o.value])}
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
