/**
 * ACC-08, ACC-09: the plan (description, dates, renewal, 'Vencida' when active is '0') with the entry to
 * the unsubscribe flow unless hideCancelButton; while a paid plan is being processed (the session says
 * subscribed, the account has no subscription yet) only the processing text shows.
 */
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/store';
import { useAppDispatch } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import type { Subscription } from '../types';
import { ButtonLink } from '@/shared/ui/ButtonLink';

/** '2026-08-01' -> '01/08/2026'; anything else as it came. */
export function formatDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

export function SubscriptionBlock({ subscription, processing }: { subscription: Subscription | null; processing: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  if (!subscription) {
    return processing ? (
      <p className="note" role="status" data-testid="subscription-processing">
        {t('subscription.processing')}
      </p>
    ) : (
      <div className="spread-row">
        <p className="muted">{t('subscription.none')}</p>
        <Button onClick={() => dispatch(modalOpenRequested({ modal: 'pay-wall' }))}>{t('subscription.subscribe')}</Button>
      </div>
    );
  }
  return (
    <>
      <div className="spread-row">
        <strong>{subscription.description}</strong>
        <span className={`acc-badge${subscription.expired ? ' acc-badge--expired' : ''}`}>
          {subscription.expired ? t('subscription.expired') : t('subscription.active')}
        </span>
      </div>
      <dl className="acc-dl">
        <dt>{t('subscription.start')}</dt>
        <dd>{formatDay(subscription.startDate)}</dd>
        <dt>{t('subscription.end')}</dt>
        <dd>{formatDay(subscription.endDate)}</dd>
        <dt>{t('subscription.renewal')}</dt>
        <dd>{subscription.renewal ? t('subscription.renewalOn') : t('subscription.renewalOff')}</dd>
      </dl>
      {!subscription.hideCancelButton ? (
        <ButtonLink variant="secondary" to={PATHS.UNSUBSCRIBE_ONE}>
          {t('subscription.cancel')}
        </ButtonLink>
      ) : null}
    </>
  );
}
