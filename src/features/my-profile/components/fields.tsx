/**
 * The editable fields of my profile and the wizard: nickname and description (saved on blur, ME-08..11),
 * single and multi selects (ME-13..15), activity pickers (ME-18), tags (ME-16, ME-17), the age range
 * and the save status with its retry (a failed save keeps what the member typed).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/public';
import { myProfileActions } from '../slice';
import { LIMITS, type AgeRange } from '../types';
import { RangeInput } from './controls';
import { SaveStatus } from './TextFields';

export { SaveStatus, NicknameField, DescriptionField } from './TextFields';
export { FormFieldInput, ActivityPicker } from './ChoiceFields';
export { TagEditor } from './TagEditor';

/** Age range 18..99 with a gap of at least 1, saved when the slider is released. */
export function AgeRangeField({ range }: { range: AgeRange }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(range);
  const id = useId();
  const commit = () => {
    if (value.min !== range.min || value.max !== range.max) dispatch(myProfileActions.ageRangeSaveRequested(value));
  };
  // Each end stays inside 18..99 and pushes the other so they keep a gap of at least 1.
  const ends = {
    min: (n: number) =>
      setValue((v) => ({ min: Math.min(n, LIMITS.age.max - 1), max: Math.max(v.max, Math.min(n, LIMITS.age.max - 1) + 1) })),
    max: (n: number) =>
      setValue((v) => ({ max: Math.max(n, LIMITS.age.min + 1), min: Math.min(v.min, Math.max(n, LIMITS.age.min + 1) - 1) })),
  };
  const release = { onPointerUp: commit, onKeyUp: commit, onBlur: commit, onTouchEnd: commit };
  return (
    <div className="me-field">
      <span className="me-label" id={`${id}-l`}>
        {t('age.label')}: <output aria-live="polite">{t('age.range', { min: value.min, max: value.max })}</output>
      </span>
      <div className="me-range">
        {(['min', 'max'] as const).map((end) => (
          <RangeInput
            key={end}
            id={`${id}-${end}`}
            label={t(`age.${end}`)}
            min={LIMITS.age.min}
            max={LIMITS.age.max}
            value={value[end]}
            onChange={(e) => ends[end](Number(e.target.value))}
            {...release}
          />
        ))}
      </div>
      <SaveStatus saveKey="ageRange" />
    </div>
  );
}

export function Section({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className="me-card" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
