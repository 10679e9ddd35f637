/**
 * UNSUB-01 to UNSUB-09: /unsubscribe/step-one..step-four. Step one checks e-mail (lowercased) and
 * password; step two lists the members to whom a last message can be sent; step three goes to the
 * messages or confirms; step four confirms. Steps two to four go back to step one when the check has not
 * passed in this flow (no member list: never checked, or lost with a reload). A check that passed with
 * an empty or unreadable list goes on to step three: cancelling is always possible.
 */
import '../i18n';
import '../account.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { AUTH_HOME, PATHS } from '@/store';
import { useFeature, useSlice } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { CredentialFields, useCredentials } from '@/shared/ui/credential-fields';
import { Form, FormAlert } from '../components/fields';
import { accountFeature } from '../feature';
import { IconCheck } from '@/shared/ui/icons';
import { accountActions, selectAccount } from '../slice';

export type UnsubscribeStep = 1 | 2 | 3 | 4;

export function UnsubscribeScreen({ step }: { step: UnsubscribeStep }) {
  const { t } = useFeature(accountFeature);
  const state = useSlice(selectAccount, (a) => a.unsubscribe);
  // UNSUB-08: no member list means step one has not passed (an empty list after a passed check is a list).
  if (step > 1 && state.users === null) return <Navigate to={PATHS.UNSUBSCRIBE_ONE} replace />;
  return (
    <div className="acc" data-testid={`unsubscribe-step-${step}`}>
      <p className="fine-print unsub-steps">{t('unsubscribe.stepOf', { step })}</p>
      <section className="acc-card">
        {step === 1 ? <StepOne /> : step === 2 ? <StepTwo /> : step === 3 ? <StepThree /> : <StepFour />}
      </section>
    </div>
  );
}

function StepOne() {
  const { t, dispatch } = useFeature(accountFeature);
  const state = useSlice(selectAccount, (a) => a.unsubscribe);
  const credentials = useCredentials({ refused: state.failed });

  // The flow starts over at step one.
  useEffect(() => {
    dispatch(accountActions.unsubscribeReset());
  }, [dispatch]);

  const onSubmit = () => {
    if (credentials.check()) dispatch(accountActions.unsubscribeCheckRequested(credentials.values));
  };

  return (
    <>
      <h1 className="acc__title">{t('unsubscribe.one.title')}</h1>
      <p className="acc__lead">{t('unsubscribe.one.lead')}</p>
      <Form className="acc-form" busy={state.loading} onSubmit={onSubmit}>
        {state.failed ? <FormAlert>{t('unsubscribe.one.failed')}</FormAlert> : null}
        <CredentialFields
          form={credentials}
          idPrefix="unsub"
          labels={{ email: t('unsubscribe.one.email'), password: t('unsubscribe.one.password') }}
          // UNSUB-02 (B §5): a typed e-mail that is not one gets the spec's failure text, not 'Ingresá tu email'.
          messages={{
            email: t('unsubscribe.one.emailRequired'),
            emailMalformed: t('unsubscribe.one.failed'),
            password: t('unsubscribe.one.passwordRequired'),
          }}
        />
        <Button type="submit" block loading={state.loading}>
          {t('unsubscribe.one.submit')}
        </Button>
      </Form>
    </>
  );
}

function StepTwo() {
  const { t, dispatch } = useFeature(accountFeature);
  const { t: tc } = useTranslation();
  const users = useSlice(selectAccount, (a) => a.unsubscribe.users) ?? [];
  return (
    <>
      <h1 className="acc__title">{t('unsubscribe.two.title')}</h1>
      <p className="acc__lead">{t('unsubscribe.two.lead')}</p>
      <ul className="unsub-list" data-testid="unsubscribe-users">
        {users.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              className="unsub-person"
              onClick={() => dispatch(modalOpenRequested({ modal: 'message-view', id: u.id }))}
              aria-label={t('unsubscribe.two.write', { nickname: u.nickname })}
            >
              <span className="unsub-person__img">
                <ProfileImage
                  name={u.hasPicture ? u.picture : null}
                  alt={u.nickname}
                  gender={u.gender}
                  size={IMAGE_SIZES.thumb}
                  ratio="1"
                />
              </span>
              <span className="unsub-person__name">
                {u.nickname}
                {u.years !== null ? <small>{tc('years', { count: u.years })}</small> : null}
              </span>
              <span className="unsub-person__cta" aria-hidden="true">
                {t('unsubscribe.two.writeCta')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ButtonLink variant="secondary" block to={PATHS.UNSUBSCRIBE_THREE}>
        {t('unsubscribe.two.continue')}
      </ButtonLink>
    </>
  );
}

function StepThree() {
  const { t, dispatch } = useFeature(accountFeature);
  const state = useSlice(selectAccount, (a) => a.unsubscribe);
  return (
    <>
      <h1 className="acc__title">{t('unsubscribe.three.title')}</h1>
      <p className="acc__lead">{t('unsubscribe.three.lead')}</p>
      {state.failed ? <FormAlert>{t('unsubscribe.failed')}</FormAlert> : null}
      <div className="acc-form__actions acc-form__actions--stack">
        <Button variant="secondary" onClick={() => dispatch(accountActions.unsubscribeHoldRequested())} disabled={state.loading}>
          {t('unsubscribe.three.messages')}
        </Button>
        <Button variant="danger" loading={state.loading} onClick={() => dispatch(accountActions.unsubscribeConfirmRequested())}>
          {t('unsubscribe.three.confirm')}
        </Button>
      </div>
    </>
  );
}

function StepFour() {
  const { t } = useFeature(accountFeature);
  return (
    <div className="acc-done">
      <span className="acc-done__icon" aria-hidden="true">
        <IconCheck size={32} strokeWidth={2.5} />
      </span>
      <h1 className="acc__title">{t('unsubscribe.four.title')}</h1>
      <p className="acc__lead">{t('unsubscribe.four.lead')}</p>
      <ButtonLink to={AUTH_HOME}>{t('unsubscribe.four.home')}</ButtonLink>
    </div>
  );
}
