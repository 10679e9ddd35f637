/** ACC-01: /my-account — age range, my data, subscription, 'No me gustan', notifications, delete. */
import '../i18n';
import '../account.css';
import { useEffect, useLayoutEffect } from 'react';
import { PATHS } from '@/store';
import { useAppSelector, useFeature, useSlice } from '@/store';
import { selectIsSubscribed, selectMe } from '@/features/session';
import { readPromo } from '@/features/paywall';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { AgeRangeSlider } from '@/shared/ui/AgeRangeSlider';
import { Button } from '@/shared/ui/Button';
import { AccountCard } from '../components/AccountCard';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { DataSaverToggle } from '../components/DataSaverToggle';
import { NotificationToggles } from '../components/NotificationToggles';
import { SubscriptionBlock } from '../components/SubscriptionBlock';
import { accountFeature } from '../feature';
import { accountActions, selectAccount } from '../slice';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function MyAccountScreen() {
  const { t, dispatch } = useFeature(accountFeature);
  const { view, ageRangeError, password } = useSlice(selectAccount, ({ view, ageRangeError, password }) => ({
    view,
    ageRangeError,
    password,
  }));
  const me = useAppSelector(selectMe);
  const subscribed = useAppSelector(selectIsSubscribed);

  useEffect(() => {
    dispatch(accountActions.accountRequested());
  }, [dispatch]);
  // The boot loader's static copy of this screen (if any) makes way in the frame that brings the app's
  // own (or its error).
  const settled = Boolean(view.data) || view.status === 'error';
  useLayoutEffect(() => {
    if (settled) releaseStaticPreview();
  }, [settled]);

  if (view.status === 'error' && !view.data) {
    return (
      <section className="panel-center" data-testid="my-account-error">
        <p role="alert">{t('loadError')}</p>
        <Button onClick={() => dispatch(accountActions.accountRequested())}>{t('retry')}</Button>
      </section>
    );
  }
  const data = view.data;
  if (!data) {
    return (
      <div className="acc" aria-busy="true" data-testid="my-account-loading">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton acc-skeleton" />
        ))}
      </div>
    );
  }
  const female = data.genderId !== 1;
  // ACC-09: a subscription being processed (the session has it, the account not yet). Unlimited messages
  // without an active subscription nor an account one is a one-time payment, e.g. the promo (issue 42 #4).
  const processing = !data.subscription && Boolean(me?.billing.activeSubscription);
  const oneTime = !data.subscription && subscribed && !processing;
  const genderKey = me?.genderText ?? (female ? 'mujer' : 'hombre');

  return (
    <div className="acc" data-testid="my-account">
      <AccountCard id="acc-age" title={t('ageRange.title')}>
        <AgeRangeSlider
          mode="release"
          idPrefix="age-range"
          value={data.ageRange}
          onCommit={(next) => dispatch(accountActions.ageRangeCommitted({ ...next, previous: data.ageRange }))}
          texts={{ min: t('ageRange.min'), max: t('ageRange.max'), valueText: (value) => t('ageRange.valueText', { value }) }}
          renderValue={(r) => (
            <p className="acc-age__value" aria-live="polite">
              {t('ageRange.value', { min: r.min, max: r.max })}
            </p>
          )}
          showEnds
        />
        {ageRangeError ? (
          <p className="acc-error" role="alert">
            {t('saveError')}
          </p>
        ) : null}
      </AccountCard>

      <AccountCard id="acc-data" title={t('myData.title')}>
        <dl className="acc-dl">
          <dt>{t('myData.email')}</dt>
          <dd>{data.email}</dd>
          <dt>{t('myData.username')}</dt>
          <dd>{data.username}</dd>
          <dt>{t('myData.gender')}</dt>
          <dd>{t(`myData.genders.${genderKey}`)}</dd>
        </dl>
        {password.changed && !password.open ? (
          <p className="acc-ok" role="status">
            {t('myData.passwordChanged')}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => dispatch(accountActions.passwordDialogOpened())}>
          {t('myData.changePassword')}
        </Button>
      </AccountCard>

      <AccountCard id="acc-sub" title={t('subscription.title')} data-testid="subscription-block">
        <SubscriptionBlock
          subscription={data.subscription}
          processing={processing}
          oneTime={oneTime ? { promo: me ? readPromo(me.id) : null } : null}
        />
      </AccountCard>

      <AccountCard
        id="acc-dislikes"
        title={t('dislikes.title')}
        action={
          <ButtonLink variant="secondary" to={PATHS.DISLIKES} aria-describedby="acc-dislikes">
            {t('dislikes.manage')}
          </ButtonLink>
        }
      >
        <p className="muted">{t('dislikes.text')}</p>
      </AccountCard>

      <AccountCard id="acc-alerts" title={t('notifications.title')}>
        <p className="muted">{t('notifications.lead')}</p>
        <NotificationToggles alerts={data.alerts} female={female} />
      </AccountCard>

      <AccountCard id="acc-saver" title={t('dataSaver.title')}>
        <p className="muted" id="acc-saver-lead">
          {t('dataSaver.lead')}
        </p>
        <DataSaverToggle />
      </AccountCard>

      <AccountCard id="acc-delete" title={t('delete.title')} className="acc-card--danger">
        <p className="muted">{t('delete.lead')}</p>
        <Button variant="danger" onClick={() => dispatch(accountActions.deleteDialogOpened())}>
          {t('delete.open')}
        </Button>
      </AccountCard>

      <ChangePasswordDialog />
      <DeleteAccountDialog />
    </div>
  );
}
