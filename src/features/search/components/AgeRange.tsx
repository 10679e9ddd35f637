/**
 * A two-thumb age range, 18 to 99 with a minimum gap of 1 (SRCH-10, B §5): two native range inputs
 * on one track, so each thumb is a real slider for the keyboard (arrows, Page Up/Down, Home/End) and
 * for screen readers ('Edad mínima', 'Edad máxima', read as 'NN años').
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_MAX, AGE_MIN } from '../types';

export interface AgeRangeProps {
  min: number;
  max: number;
  onChange: (range: { min: number; max: number }) => void;
}

export function AgeRange({ min, max, onChange }: AgeRangeProps) {
  const { t } = useTranslation('search');
  const span = AGE_MAX - AGE_MIN;
  // Where the thumbs sit along the track, 0 to 1 (the CSS draws the chosen span between them).
  const left = (min - AGE_MIN) / span;
  const right = (max - AGE_MIN) / span;
  // Each thumb stays at least a year from the other.
  const thumbs: { end: 'min' | 'max'; value: number; label: string; change: (v: number) => void }[] = [
    { end: 'min', value: min, label: t('ageMin'), change: (v: number) => onChange({ min: Math.min(v, max - 1), max }) },
    { end: 'max', value: max, label: t('ageMax'), change: (v: number) => onChange({ min, max: Math.max(v, min + 1) }) },
  ];
  return (
    <div className="search-age">
      <p className="search-age__value" aria-hidden="true">
        {t('ageRange', { min, max })}
      </p>
      <div className="search-age__track" style={{ '--from': left, '--to': right } as CSSProperties}>
        {thumbs.map(({ end, value, label, change }) => (
          <input
            key={end}
            type="range"
            className={`search-age__input search-age__input--${end}`}
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={value}
            aria-label={label}
            aria-valuetext={t('years', { count: value })}
            onChange={(e) => change(Number(e.target.value))}
          />
        ))}
      </div>
    </div>
  );
}
