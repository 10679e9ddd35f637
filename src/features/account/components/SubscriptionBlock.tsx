/**
 * ACC-08, ACC-09: the plan (description, dates, renewal, 'Vencida' when active is '0') with the entry to
 * the unsubscribe flow unless hideCancelButton; while a paid plan is being processed (the session has an
 * active subscription, the account none yet) only the processing text shows. A one-time payment (the
 * session's premium without a subscription, e.g. the PLAN 3 DÍAS promo) says what it is and, when this
 * browser knows it, until when; nothing to cancel, and subscribing stays offered (issue 42 #4).
 */
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/store';
import { useAppDispatch } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import type { Subscription } from '../types';
import type { PromoPurchase } from '@/features/paywall';
import { formatDay, formatHour, formatShortDate } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function SubscriptionBlock({
  subscription,
  processing,
  oneTime = null,
}: {
  subscription: Subscription | null;
  processing: boolean;
  oneTime?: { promo: PromoPurchase | null } | null;
}) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  if (!subscription && oneTime) {
    const until = oneTime.promo?.until;
    return (
      <div data-testid="subscription-one-time">
        <p role="status">
          <strong>
            {until !== undefined
              ? t('subscription.promoUntil', { date: formatShortDate(until), hour: formatHour(until) })
              : t('subscription.oneTime')}
          </strong>
        </p>
        <p className="muted">{t('subscription.oneTimeNote')}</p>
        <Button onClick={() => dispatch(modalOpenRequested({ modal: 'pay-wall' }))}>{t('subscription.subscribe')}</Button>
      </div>
    );
  }
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
