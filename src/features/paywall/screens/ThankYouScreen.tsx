/** /thkyoupage (PAY-31, PAY-32): the provider's return; on error 'Problemas con el pago' and a retry. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_HOME } from '@/store';
import { useFeature, useSlice } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { paywallFeature } from '../feature';
import { paywallActions, selectPaywallState } from '../slice';
import '../i18n';
import '../components/paywall.css';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function ThankYouScreen() {
  const { t, dispatch } = useFeature(paywallFeature);
  const [params] = useSearchParams();
  const query = params.toString();
  const ty = useSlice(selectPaywallState, (p) => p.thankYou);

  useEffect(() => {
    const q = new URLSearchParams(query);
    q.delete('modal');
    q.delete('id');
    q.delete('cantBuy');
    dispatch(paywallActions.thankYouRequested(Object.fromEntries(q)));
  }, [dispatch, query]);

  if (ty.status === 'loading' || ty.status === 'idle') {
    return (
      <section className="pay-page" aria-busy="true">
        <Spinner />
      </section>
    );
  }
  if (ty.status === 'error') {
    return (
      <section className="pay-page" role="alert">
        <p className="muted">{t('thanks.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => dispatch(paywallActions.thankYouRequested(Object.fromEntries(new URLSearchParams(query))))}
        >
          {t('thanks.retry')}
        </Button>
      </section>
    );
  }
  if (ty.error || !ty.show) {
    return (
      <section className="pay-page" data-testid="thankyou-error">
        <h2 className="section-title">{t('thanks.errorTitle')}</h2>
        <p className="muted">{t('thanks.errorText')}</p>
        <Button block className="pay-page__cta" onClick={() => dispatch(paywallActions.retryPaywallRequested())}>
          {t('thanks.retry')}
        </Button>
      </section>
    );
  }
  return (
    <section className="pay-page" data-testid="thankyou-ok">
      <h2 className="section-title">{t('thanks.okTitle')}</h2>
      <p className="muted">{ty.msg || t('thanks.okText')}</p>
      <ButtonLink block className="pay-page__cta" to={AUTH_HOME}>
        {t('thanks.start')}
      </ButtonLink>
    </section>
  );
}
