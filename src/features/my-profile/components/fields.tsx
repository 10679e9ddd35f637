/**
 * The editable fields of my profile and the wizard: nickname and description (saved on blur, ME-08..11),
 * single and multi selects (ME-13..15), activity pickers (ME-18), tags (ME-16, ME-17), the age range
 * and the save status with its retry (a failed save keeps what the member typed).
 */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { myProfileActions } from '../slice';
import { AgeRangeSlider } from '@/shared/ui/AgeRangeSlider';
import type { AgeRange } from '../types';
import { SaveStatus } from './TextFields';

export { SaveStatus, NicknameField, DescriptionField } from './TextFields';
export { FormFieldInput, ActivityPicker } from './ChoiceFields';
export { TagEditor } from './TagEditor';

/** ME-03, ACC-03: the couple's age range 18..99 with a gap of at least 1, saved when a thumb is released. */
export const AgeRangeField = memo(function AgeRangeField({ range }: { range: AgeRange }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  return (
    <div className="me-field">
      <AgeRangeSlider
        mode="release"
        value={range}
        onCommit={(next) => dispatch(myProfileActions.ageRangeSaveRequested(next))}
        texts={{ min: t('age.min'), max: t('age.max'), valueText: (value) => t('age.valueText', { value }) }}
        renderValue={(r) => (
          <span className="me-label">
            {t('age.label')}: <output aria-live="polite">{t('age.range', { min: r.min, max: r.max })}</output>
          </span>
        )}
      />
      <SaveStatus saveKey="ageRange" />
    </div>
  );
});

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
