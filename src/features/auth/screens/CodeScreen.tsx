/** SHELL-10 / AUTH-47 to AUTH-50: the five-box code; 'Tu cuenta fue validada' and autologin after 3 s. */
import '../i18n';
import { useEffect, useRef, useState } from 'react';
import { useSlice } from '@/store';
import { CODE_LENGTH, isCodeComplete } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/Button';
import { AuthForm } from '../components/AuthForm';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '@/shared/ui/fields';
import { CodeInput } from '../components/CodeInput';
import { errorId, FieldMessage } from '@/shared/ui/fields';
import { CheckIcon } from '../components/illustrations';
import { useAuthForm } from '../components/use-auth-form';
import { authActions, selectAuth } from '../slice';
import { codeScreenLeft } from '../actions';

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

export function CodeScreen() {
  const { t, dispatch, form } = useAuthForm('code');
  // The address the code went to (from 'Enviar código'): shown, and the code can be sent again.
  const sent = useSlice(selectAuth, (a) => a.locked);
  const [boxes, setBoxes] = useState<string[]>(empty);
  const [incomplete, setIncomplete] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);

  // Leaving the page cancels the 3 s redirect.
  useEffect(
    () => () => {
      dispatch(codeScreenLeft());
    },
    [dispatch],
  );

  const submit = (code: string[]) => {
    if (form.loading) return; // AUTH-16
    if (!isCodeComplete(code)) {
      // AUTH-47: validates only with all five boxes filled.
      setIncomplete(true);
      const first = code.findIndex((b) => !b);
      groupRef.current?.querySelectorAll('input')[Math.max(0, first)]?.focus();
      return;
    }
    setIncomplete(false);
    dispatch(authActions.codeSubmitted({ code: code.join('') }));
  };

  if (form.state === 'validated') {
    return (
      <AuthLayout testId="code-screen" title={t('code.validated')} back={false}>
        <div className="auth-done">
          <CheckIcon />
          <p role="status">{t('code.validated')}</p>
          <p className="auth__lead">{t('code.redirecting')}</p>
        </div>
      </AuthLayout>
    );
  }

  const error =
    form.state === 'failed' ? t('errors.code') : form.hasError ? t('errors.codeService') : incomplete ? t('errors.codeIncomplete') : null;
  return (
    <AuthLayout testId="code-screen" title={t('code.title')} lead={sent.sentTo ? t('code.leadTo', { email: sent.sentTo }) : t('code.lead')}>
      <AuthForm
        loading={form.loading}
        onSubmit={() => submit(boxes)}
        submit={t('code.submit')}
        after={
          sent.sentTo ? (
            <div className="auth-form__resend">
              <p role="status" className="auth__lead">
                {sent.resent ? t('code.resent', { email: sent.sentTo }) : ''}
              </p>
              {sent.hasError ? <FormAlert>{t('errors.sendCode')}</FormAlert> : null}
              <Button
                variant="ghost"
                block
                loading={sent.loading}
                onClick={() => sent.sentTo && dispatch(authActions.lockedCodeRequested({ email: sent.sentTo, resend: true }))}
              >
                {t('code.resend')}
              </Button>
            </div>
          ) : null
        }
      >
        <div className="field" ref={groupRef}>
          <span className="field__label" id="code-label">
            {t('code.label')}
          </span>
          <CodeInput
            value={boxes}
            labelId="code-label"
            invalid={Boolean(error)}
            describedBy={error ? errorId('code') : undefined}
            disabled={form.loading}
            onChange={(next, complete) => {
              setBoxes(next);
              if (form.state === 'failed') dispatch(authActions.codeEdited());
              if (incomplete && complete) setIncomplete(false);
              if (complete) submit(next);
            }}
          />
          <FieldMessage id="code" error={error} />
        </div>
      </AuthForm>
    </AuthLayout>
  );
}
