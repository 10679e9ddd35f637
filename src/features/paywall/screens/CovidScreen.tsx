/** /covid-payment (PAY-33, API-61, API-63): the one-time plan, loaded by plan id, and its payment. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeature, useSlice } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { formatArs } from '../format';
import { paywallFeature } from '../feature';
import { paywallActions, selectPaywallState } from '../slice';
import '../i18n';
import '../components/paywall.css';

export function CovidScreen() {
  const { t, dispatch } = useFeature(paywallFeature);
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const covid = useSlice(selectPaywallState, (p) => p.covid);

  useEffect(() => {
    dispatch(paywallActions.covidRequested({ planId }));
  }, [dispatch, planId]);

  if (covid.status === 'error') {
    return (
      <section className="pay-page" role="alert" data-testid="covid-error">
        <p className="section-title">{t('covid.error')}</p>
        <Button variant="secondary" onClick={() => dispatch(paywallActions.covidRequested({ planId }))}>
          {t('covid.retry')}
        </Button>
      </section>
    );
  }
  if (covid.status !== 'loaded' || !covid.plan) {
    return (
      <section className="pay-page" aria-busy="true">
        <Spinner />
      </section>
    );
  }
  const plan = covid.plan;
  return (
    <section className="pay-page" data-testid="covid">
      <h2 className="section-title">{plan.name || t('covid.title')}</h2>
      {plan.price ? <p className="plan-card__price">{formatArs(plan.price)}</p> : null}
      <p className="muted">{t('covid.text')}</p>
      {covid.error ? (
        <p className="form-alert form-alert--text-size" role="alert">
          {t('covid.error')}
        </p>
      ) : null}
      <Button block loading={covid.paying} className="pay-page__cta" onClick={() => dispatch(paywallActions.oneShotRequested())}>
        {plan.callToAction || t('covid.pay')}
      </Button>
    </section>
  );
}
