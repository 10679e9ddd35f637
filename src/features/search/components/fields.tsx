/**
 * The search form's fields: a label above its control (SearchField), the province and city selects
 * ('Cualquiera' first), and the option lists of GET /v1/user/search-options — one value for a text
 * list (a select), several for an array list (chips).
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedOptions } from '@/shared/ui/fields';
import type { SearchList } from '../types';

/** A field of the search form: its label above the control whose id is `id`, then what goes under it. */
export function SearchField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="sfield">
      <label className="sfield__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

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
    <SearchField id={id} label={label}>
      <select id={id} className="sfield__control" value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={0}>{t('any')}</option>
        <NamedOptions items={places} />
      </select>
    </SearchField>
  );
}

export function TextList({ list, value, onChange }: { list: SearchList; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const hasAny = list.select.some((o) => o.value === '');
  return (
    <SearchField id={id} label={list.label}>
      <select id={id} className="sfield__control" value={value} onChange={(e) => onChange(e.target.value)}>
        {hasAny ? null : <option value="">{t('any')}</option>}
        {list.select.map((o) => (
          <option key={`${o.value}|${o.label}`} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </SearchField>
  );
}

export function ArrayList({ list, value, onChange }: { list: SearchList; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation('search');
  return (
    <fieldset className="sfield sfield--chips">
      <legend className="sfield__label">
        {list.label}
        {value.length === 0 ? <span className="sfield__any">{t('any')}</span> : null}
      </legend>
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
    </fieldset>
  );
}
