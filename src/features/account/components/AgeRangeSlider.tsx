/**
 * ACC-03: the age range, 18 to 99 with a gap of at least 1, on two native range inputs over one track
 * (each thumb is a labelled slider for the keyboard and screen readers). The range is committed when a
 * thumb is released (pointer up, key up, blur), once per change.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { clampAgeRange } from '../mappers';
import { AGE_GAP, AGE_MAX, AGE_MIN } from '../types';

export interface AgeRange {
  min: number;
  max: number;
}

export function AgeRangeSlider({
  value,
  onCommit,
  idPrefix = 'age-range',
}: {
  value: AgeRange;
  onCommit: (next: AgeRange) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('account');
  const [local, setLocal] = useState(value);
  const committed = useRef(value);

  // A saved (or rolled back) value from the store replaces what is shown.
  useEffect(() => {
    committed.current = value;
    setLocal(value);
  }, [value.min, value.max]); // eslint-disable-line react-hooks/exhaustive-deps -- the pair, not the object

  const commit = () => {
    const next = clampAgeRange(local.min, local.max);
    if (next.min === committed.current.min && next.max === committed.current.max) return;
    committed.current = next;
    onCommit(next);
  };

  const span = AGE_MAX - AGE_MIN;
  const left = ((local.min - AGE_MIN) / span) * 100;
  const right = ((local.max - AGE_MIN) / span) * 100;
  const release = { onPointerUp: commit, onKeyUp: commit, onTouchEnd: commit, onBlur: commit };
  // Each thumb stays at least AGE_GAP from the other.
  const thumbs = [
    { end: 'min', label: t('ageRange.min'), clamp: (v: number, r: AgeRange) => Math.min(v, r.max - AGE_GAP) },
    { end: 'max', label: t('ageRange.max'), clamp: (v: number, r: AgeRange) => Math.max(v, r.min + AGE_GAP) },
  ] as const;

  return (
    <div className="age-range">
      <p className="age-range__value" aria-live="polite">
        {t('ageRange.value', { min: local.min, max: local.max })}
      </p>
      <div className="age-range__track">
        <span className="age-range__bar">
          <span className="age-range__rail" />
          <span className="age-range__fill" style={{ left: `${left}%`, width: `${right - left}%` }} />
        </span>
        {thumbs.map(({ end, label, clamp }) => (
          <input
            key={end}
            id={`${idPrefix}-${end}`}
            className="age-range__input"
            type="range"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={local[end]}
            aria-label={label}
            aria-valuetext={t('ageRange.valueText', { value: local[end] })}
            onChange={(e) => setLocal((r) => ({ ...r, [end]: clamp(Number(e.target.value), r) }))}
            {...release}
          />
        ))}
      </div>
      <div className="age-range__ends" aria-hidden="true">
        <span>{AGE_MIN}</span>
        <span>{AGE_MAX}</span>
      </div>
    </div>
  );
}
