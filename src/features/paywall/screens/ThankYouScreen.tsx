/** /thkyoupage (PAY-31, PAY-32): the provider's return; on error 'Problemas con el pago' and a retry. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH_HOME } from '@/app/public';
import { useFeatureSaga } from '@/app/public';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { paywallSaga } from '../sagas';
import { retryPaywallRequested, selectThankYou, thankYouRequested } from '../slice';
import '../i18n';
import '../components/paywall.css';

export function ThankYouScreen() {
  useFeatureSaga('paywall', paywallSaga);
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const query = params.toString();
  const ty = useAppSelector(selectThankYou);

  useEffect(() => {
    const q = new URLSearchParams(query);
    q.delete('modal');
    q.delete('id');
    q.delete('cantBuy');
    dispatch(thankYouRequested(Object.fromEntries(q)));
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
        <Button variant="secondary" onClick={() => dispatch(thankYouRequested(Object.fromEntries(new URLSearchParams(query))))}>
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
        <Button block className="pay-page__cta" onClick={() => dispatch(retryPaywallRequested())}>
          {t('thanks.retry')}
        </Button>
      </section>
    );
  }
  return (
    <section className="pay-page" data-testid="thankyou-ok">
      <h2 className="section-title">{t('thanks.okTitle')}</h2>
      <p className="muted">{ty.msg || t('thanks.okText')}</p>
      <Link className="btn btn--primary btn--block pay-page__cta" to={AUTH_HOME}>
        {t('thanks.start')}
      </Link>
    </section>
  );
}
