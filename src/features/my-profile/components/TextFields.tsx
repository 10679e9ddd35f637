/** My profile's texts saved on blur: nickname and description (ME-08..11), and the save status with its retry (a failed save keeps what the member typed). */
import { memo, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice } from '@/store';
import { Field } from '@/shared/ui/fields';
import { myProfileActions, selectMyProfile } from '../slice';
import { saveRetried } from '../actions';
import { LIMITS } from '../types';
import { PROFILE_FIELD } from './controls';

/** 'Guardando…' or the failure with 'Reintentar', for one save key. */
export function SaveStatus({ saveKey, id }: { saveKey: string; id?: string }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const save = useSlice(selectMyProfile, (p) => p.saves[saveKey]);
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

/**
 * A text saved when it is left (ME-08..11): trimmed; out of its length limits it reverts to the saved
 * text and flags the error; changed, it is saved.
 */
function useBlurSave(saved: string, limits: { min: number; max: number }, save: (value: string) => void) {
  const [value, setValue] = useState(saved);
  const [error, setError] = useState(false);
  const onBlur = () => {
    const v = value.trim();
    if (v.length < limits.min || v.length > limits.max) {
      setValue(saved);
      setError(true);
      return;
    }
    setError(false);
    setValue(v);
    if (v !== saved) save(v);
  };
  return {
    value,
    error,
    control: { value, onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value), onBlur },
  };
}

/** Under a text: why it was refused, or that a change waits for moderation. */
function TextNote({ id, text, error, moderation }: { id: string; text: 'nickname' | 'description'; error: boolean; moderation: 0 | 1 }) {
  const { t } = useTranslation('my-profile');
  return (
    <p id={id} className={error ? 'me-error' : 'me-note'} role={error ? 'alert' : undefined}>
      {error ? t(`${text}.invalid`) : moderation === 0 ? t(`${text}.moderation`) : ''}
    </p>
  );
}

export const NicknameField = memo(function NicknameField({ nickname, moderation }: { nickname: string; moderation: 0 | 1 }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const id = useId();
  // ME-08: an invalid value reverts and says why.
  const { error, control } = useBlurSave(nickname, LIMITS.nickname, (v) =>
    dispatch(myProfileActions.nicknameSaveRequested({ nickname: v })),
  );
  return (
    <Field id={id} look={PROFILE_FIELD} label={t('nickname.label')}>
      <input
        id={id}
        className={`me-input${error ? ' me-input--error' : ''}`}
        autoComplete="nickname"
        aria-invalid={error || undefined}
        aria-describedby={`${id}-msg ${id}-save`}
        {...control}
      />
      <TextNote id={`${id}-msg`} text="nickname" error={error} moderation={moderation} />
      <SaveStatus saveKey="nickname" id={`${id}-save`} />
    </Field>
  );
});

export const DescriptionField = memo(function DescriptionField({ description, moderation }: { description: string; moderation: 0 | 1 }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const id = useId();
  const { value, error, control } = useBlurSave(description, LIMITS.description, (v) =>
    dispatch(myProfileActions.descriptionSaveRequested({ description: v })),
  );
  const over = value.length > LIMITS.description.max;
  return (
    <Field id={id} look={PROFILE_FIELD} label={t('description.label')}>
      <p id={`${id}-note`} className="me-hint">
        {t('description.note')}
      </p>
      <textarea
        id={id}
        className={`me-input me-textarea${error || over ? ' me-input--error' : ''}`}
        rows={6}
        placeholder={t('description.placeholder')}
        aria-invalid={error || over || undefined}
        aria-describedby={`${id}-note ${id}-count ${id}-msg ${id}-save`}
        {...control}
      />
      <div className="me-row">
        <TextNote id={`${id}-msg`} text="description" error={error} moderation={moderation} />
        <span id={`${id}-count`} className={`me-counter${over ? ' me-counter--over' : ''}`} aria-live="polite">
          {t('description.counter', { count: value.length, max: LIMITS.description.max })}
        </span>
      </div>
      <SaveStatus saveKey="description" id={`${id}-save`} />
    </Field>
  );
});
