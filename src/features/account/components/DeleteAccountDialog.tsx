/**
 * ACC-15 to ACC-17: the password is required ('El password es inválido'); loading lasts at least 1 s;
 * a 200 logs out (the session's logout: storage, caches, realtime), a 400 shows the error and stays.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice, useStoreDialog } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { accountActions, selectAccount } from '../slice';
import { Form, PasswordField } from './fields';

export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const state = useSlice(selectAccount, (a) => a.remove);
  const dialog = useStoreDialog((s) => selectAccount(s).remove.open);
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const ref = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (state.open) {
      setPassword('');
      setEmpty(false);
    }
  }, [state.open]);

  useEffect(() => {
    if (state.error) ref.current?.focus();
  }, [state.error]);

  const onSubmit = () => {
    if (!password) {
      setEmpty(true);
      ref.current?.focus();
      return;
    }
    setEmpty(false);
    dispatch(accountActions.deleteRequested({ password }));
  };

  const error = empty ? t('delete.invalid') : state.error ? (state.message ?? t('delete.invalid')) : null;

  return (
    <Dialog
      {...dialog}
      onClose={() => dispatch(accountActions.deleteDialogClosed())}
      title={t('delete.title')}
      testId="delete-account-dialog"
    >
      <Form className="acc-form" busy={state.loading} onSubmit={onSubmit}>
        <p className="dialog__text">{t('delete.lead')}</p>
        <PasswordField
          ref={ref}
          id="delete-password"
          label={t('delete.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <div className="acc-form__actions">
          <Button variant="secondary" onClick={() => dispatch(accountActions.deleteDialogClosed())} disabled={state.loading}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={state.loading}>
            {t('delete.confirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
