/**
 * REFUND-01 to REFUND-08: /refund ('arrepentimiento'). Initial: the explanation with 'Confirmar' and
 * 'Cancelar' (to /); loading: a spinner; done: the confirmation number (idTramite), the two legal notes
 * and 'Continuar' (to /); failed: 'Ups!!! Ocurrio un error, volve a intentarlo' and the buttons again.
 */
import '../i18n';
import '../account.css';
import { useEffect } from 'react';
import { PATHS } from '@/store';
import { useFeature, useSlice } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { accountFeature } from '../feature';
import { accountActions, selectAccount } from '../slice';
import { AccountCard } from '../components/AccountCard';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function RefundScreen() {
  const { t, dispatch } = useFeature(accountFeature);
  const refund = useSlice(selectAccount, (a) => a.refund);

  useEffect(
    () => () => {
      dispatch(accountActions.refundReset());
    },
    [dispatch],
  );

  return (
    <div className="acc" data-testid="refund">
      <AccountCard
        id="refund-title"
        heading="h1"
        title={refund.done ? t('refund.doneTitle') : t('refund.title')}
        aria-busy={refund.isLoading || undefined}
      >
        {refund.isLoading ? (
          <div className="refund__busy">
            <Spinner label={t('refund.loading')} />
            <p className="muted" aria-hidden="true">
              {t('refund.loading')}
            </p>
          </div>
        ) : refund.done ? (
          <>
            <p className="muted">{t('refund.number')}</p>
            <p className="refund__number" data-testid="refund-number">
              {refund.idTramite}
            </p>
            <ul className="refund__list">
              <li>{t('refund.legalCard')}</li>
              <li>{t('refund.legalCash')}</li>
            </ul>
            <ButtonLink block to={PATHS.HOME}>
              {t('refund.continue')}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="acc__lead">{t('refund.lead')}</p>
            <ul className="refund__list">
              <li>{t('refund.explain1')}</li>
              <li>{t('refund.explain2')}</li>
              <li>{t('refund.explain3')}</li>
            </ul>
            {refund.failed ? (
              <p className="form-alert" role="alert">
                {t('refund.failed')}
              </p>
            ) : null}
            <div className="acc-form__actions">
              <ButtonLink variant="secondary" to={PATHS.HOME}>
                {t('refund.cancel')}
              </ButtonLink>
              <Button onClick={() => dispatch(accountActions.refundRequested())}>{t('refund.confirm')}</Button>
            </div>
          </>
        )}
      </AccountCard>
    </div>
  );
}
