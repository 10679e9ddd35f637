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
  return (
    <div className="age-range">
      <p className="age-range__value" aria-hidden="true">
        {t('ageRange', { min, max })}
      </p>
      <div className="age-range__track" style={{ '--from': left, '--to': right } as CSSProperties}>
        <input
          type="range"
          className="age-range__input age-range__input--min"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={min}
          aria-label={t('ageMin')}
          aria-valuetext={t('years', { count: min })}
          onChange={(e) => onChange({ min: Math.min(Number(e.target.value), max - 1), max })}
        />
        <input
          type="range"
          className="age-range__input age-range__input--max"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={max}
          aria-label={t('ageMax')}
          aria-valuetext={t('years', { count: max })}
          onChange={(e) => onChange({ min, max: Math.max(Number(e.target.value), min + 1) })}
        />
      </div>
    </div>
  );
}
