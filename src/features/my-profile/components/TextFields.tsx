/** My profile's texts saved on blur: nickname and description (ME-08..11), and the save status with its retry (a failed save keeps what the member typed). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { descriptionSaveRequested, nicknameSaveRequested, saveRetried, selectSaves } from '../slice';
import { LIMITS } from '../types';

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
