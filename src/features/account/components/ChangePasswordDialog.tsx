/**
 * ACC-04 to ACC-07: old, new and repeat. All three empty: 'Revisá los campos inválidos'; otherwise the
 * new password must be non-empty and equal to the repeat (A §4, §5: no registration rule, no cut); both passwords go hashed (OPEN-22). A wrong old
 * password says so under its field and keeps what was typed; the dialog closes 100 ms after a success.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice, useStoreDialog } from '@/store';
import { validatePasswordPair } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { accountActions, selectAccount } from '../slice';
import { focusFirst, Form, FormAlert, keepRef, PasswordField } from './fields';

type Field = 'old' | 'next' | 'repeat';
const ORDER: readonly Field[] = ['old', 'next', 'repeat'];
type Errors = Partial<Record<Field, string>>;

export function validatePasswordChange(old: string, next: string, repeat: string): { all: boolean; errors: Errors } {
  if (!old && !next && !repeat) return { all: true, errors: { old: 'required', next: 'required', repeat: 'required' } };
  const errors: Errors = {};
  if (!old) errors.old = 'oldRequired';
  const pair = validatePasswordPair(next, repeat);
  if (!next) errors.next = 'required';
  if (pair === 'mismatch' || (pair === 'empty' && next && !repeat)) errors.repeat = 'mismatch';
  return { all: false, errors };
}

/** The three fields in order: the current password, then the new one twice. */
const FIELDS: { field: Field; name: 'old' | 'new' | 'repeat'; autoComplete: string }[] = [
  { field: 'old', name: 'old', autoComplete: 'current-password' },
  { field: 'next', name: 'new', autoComplete: 'new-password' },
  { field: 'repeat', name: 'repeat', autoComplete: 'new-password' },
];

export function ChangePasswordDialog() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const state = useSlice(selectAccount, (a) => a.password);
  const dialog = useStoreDialog((s) => selectAccount(s).password.open);
  const [values, setValues] = useState({ old: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [all, setAll] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // A reopened dialog starts empty.
  useEffect(() => {
    if (state.open) {
      setValues({ old: '', next: '', repeat: '' });
      setErrors({});
      setAll(false);
    }
  }, [state.open]);

  useEffect(() => {
    if (state.error === 'wrongOld') refs.current.old?.focus();
  }, [state.error]);

  const onSubmit = () => {
    const v = validatePasswordChange(values.old, values.next, values.repeat);
    setErrors(v.errors);
    setAll(v.all);
    if (Object.keys(v.errors).length) {
      focusFirst(ORDER, v.errors, refs.current);
      return;
    }
    dispatch(accountActions.passwordChangeRequested({ old: values.old, next: values.next }));
  };

  const fieldError = (f: Field): string | null => {
    if (f === 'old' && state.error === 'wrongOld') return state.message ?? t('password.wrongOld');
    const e = errors[f];
    return e ? t(`password.${e}` as 'password.mismatch') : null;
  };
  const set = (f: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [f]: e.target.value }));
  const close = () => dispatch(accountActions.passwordDialogClosed());

  return (
    <Dialog {...dialog} onClose={close} title={t('password.title')} testId="change-password-dialog">
      <Form className="acc-form" busy={state.loading} onSubmit={onSubmit}>
        {all ? <FormAlert>{t('password.invalidFields')}</FormAlert> : null}
        {state.error === 'failed' ? <FormAlert>{state.message ?? t('password.failed')}</FormAlert> : null}
        {FIELDS.map(({ field, name, autoComplete }) => (
          <PasswordField
            key={field}
            ref={keepRef(refs, field)}
            id={`password-${name}`}
            label={t(`password.${name}`)}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={set(field)}
            error={fieldError(field)}
          />
        ))}
        <div className="acc-form__actions">
          <Button variant="secondary" onClick={close}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" loading={state.loading}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
