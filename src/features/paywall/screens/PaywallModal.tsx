/**
 * The paywall (B §2 "Paywall"), opened as ?modal=pay-wall&id={type}&cantBuy=1: the member's picture and
 * the three header texts, up to two plans, the legal lines with the renewal dialog, and the cantBuy and
 * active-subscriber notices (PAY-01 to PAY-12).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '@/store';
import { useFeature, useSlice } from '@/store';
import { useAppSelector } from '@/store';
import { selectIsSubscribed, selectMe } from '@/features/session';
import { modalOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ModalBar } from '@/shared/ui/ModalBar';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { Spinner } from '@/shared/ui/Spinner';
import { formatArs } from '../format';
import { formatDay, formatHour, formatShortDate } from '@/shared/lib/format';
import { SPECIAL_PLAN_ID, THREE_DAY_PLAN_ID } from '../mappers';
import { isMonthlyPrice, singlePayment } from '../charge';
import { paywallFeature } from '../feature';
import { paywallActions, selectPaywallState } from '../slice';
import type { Plan } from '../types';
import '../i18n';
import '../components/paywall.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';

function PlanCard({ plan, canChoose, onChoose }: { plan: Plan; canChoose: boolean; onChoose: (p: Plan) => void }) {
  const { t } = useTranslation('paywall');
  const special = plan.id === SPECIAL_PLAN_ID;
  const name = plan.id === THREE_DAY_PLAN_ID ? t('paywall.threeDays') : plan.name;
  const titleId = `plan-${plan.id}-name`;
  const once = singlePayment(plan);
  return (
    <li className={`plan-card${special ? ' plan-card--special' : ''}`} data-testid={`plan-${plan.id}`} aria-labelledby={titleId}>
      {special ? <span className="plan-card__ribbon">{t('paywall.featured')}</span> : null}
      <h3 id={titleId} className="plan-card__name">
        {name}
      </h3>
      {plan.discount ? <span className="plan-card__discount">{plan.discount}</span> : null}
      {plan.price ? (
        <p className="plan-card__amount">
          <span className="plan-card__price" data-testid="plan-price">
            {formatArs(plan.price)}
          </span>
          {isMonthlyPrice(plan) ? (
            <span className="plan-card__period" data-testid="plan-period">
              {' '}
              {t('paywall.perMonth')}
            </span>
          ) : null}
        </p>
      ) : null}
      {once ? (
        <p className="plan-card__single" data-testid="plan-single">
          {t('paywall.singlePayment', { price: formatArs(once) })}
        </p>
      ) : null}
      {plan.list.length ? (
        <ul className="plan-card__list">
          {plan.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {canChoose ? (
        <Button block variant={special ? 'light' : 'primary'} className="plan-card__cta" onClick={() => onChoose(plan)}>
          {plan.callToAction || t('paywall.choose')}
        </Button>
      ) : null}
    </li>
  );
}

export default function PaywallModal({ id, onClose }: ModalProps) {
  const { t, dispatch } = useFeature(paywallFeature);
  // PAY-07: its own query flag, read here like any screen's (the modal host passes every modal the same props).
  const cantBuy = useSearchParams()[0].get('cantBuy') === '1';
  const me = useAppSelector(selectMe);
  const { status, data, standing } = useSlice(selectPaywallState, (p) => p.paywall);
  const coupon = useSlice(selectPaywallState, (p) => p.coupon.coupon);
  const [renewalOpen, setRenewalOpen] = useState(false);
  // PAY-08: an active subscriber (before the saga has worked out the standing: the session's flags).
  const subscribedNow = useAppSelector(selectIsSubscribed);
  const subscriber = standing ? standing.kind === 'subscriber' : subscribedNow;

  useEffect(() => {
    dispatch(paywallActions.paywallRequested({ type: id }));
  }, [dispatch, id]);

  const header = data?.header;
  const settled = status === 'loaded' || status === 'error';
  return (
    <ModalScreen className="modal-screen modal-screen--panel pay-modal" aria-labelledby="paywall-title" testId="paywall" onEscape={onClose}>
      <ModalBar as="div" kind="close" label={t('paywall.close')} onClose={onClose} className="pay-modal__bar" />
      <div className="pay-modal__scroll">
        <header className="paywall-head">
          <span className="paywall-head__avatar">
            <ProfileImage name={me?.picture} alt="" gender={me?.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
          </span>
          {/* The answer's title replaces the default one (a new node): a centred line whose text changes
              in place counts as moved (a layout shift). */}
          <h2 key={header?.textOne ? 'answer' : 'default'} id="paywall-title" className="paywall-head__one">
            {header?.textOne || t('paywall.title')}
          </h2>
          {header?.textTwo ? <p className="paywall-head__two">{header.textTwo}</p> : null}
          {header?.textThree ? <p className="paywall-head__three">{header.textThree}</p> : null}
        </header>

        {/* The notices come with the answer, with the header's own texts above them (PAY-05): shown over the
            spinner, the texts arriving would push them down (a layout shift). */}
        {settled && cantBuy ? (
          <div className="paywall-notice" role="status" data-testid="cant-buy">
            <p className="paywall-notice__strong">{t('paywall.cantBuyOne')}</p>
            <p>{t('paywall.cantBuyTwo')}</p>
          </div>
        ) : null}
        {settled && subscriber ? (
          <p className="paywall-notice paywall-notice--ok" role="status" data-testid="subscribed">
            {t('paywall.subscribed')}
          </p>
        ) : null}
        {settled && (standing?.kind === 'oneTime' || standing?.kind === 'ending') ? (
          <div className="paywall-notice paywall-notice--ok" role="status" data-testid="one-time">
            <p className="paywall-notice__strong">
              {standing.kind === 'ending'
                ? t('paywall.planUntil', { plan: standing.plan, date: formatDay(standing.endDate) })
                : standing.until !== null
                  ? t('paywall.oneTimeUntil', { date: formatShortDate(standing.until), hour: formatHour(standing.until) })
                  : t('paywall.oneTime')}
            </p>
            <p>{t('paywall.oneTimeNoSubscription')}</p>
          </div>
        ) : null}
        {settled && coupon && !subscriber ? (
          <div className="spread-row paywall-coupon" data-testid="pending-coupon">
            <p>{t('paywall.pendingCoupon')}</p>
            <Button variant="secondary" onClick={() => dispatch(modalOpenRequested({ modal: 'payment', id: coupon.planId }))}>
              {t('paywall.seeCoupon')}
            </Button>
          </div>
        ) : null}

        {status === 'error' ? (
          <div className="pay-state" role="alert">
            <p>{t('paywall.error')}</p>
            <Button variant="secondary" onClick={() => dispatch(paywallActions.paywallRequested({ type: id }))}>
              {t('paywall.retry')}
            </Button>
          </div>
        ) : status === 'loaded' && data ? (
          data.plans.length ? (
            <ul className="plan-list" aria-label={t('paywall.label')}>
              {data.plans.map((p) => (
                <PlanCard key={p.id} plan={p} canChoose={!subscriber} onChoose={(plan) => dispatch(paywallActions.planChosen(plan))} />
              ))}
            </ul>
          ) : (
            <p className="pay-state">{t('paywall.empty')}</p>
          )
        ) : (
          <div className="plan-list plan-list--loading" aria-busy="true">
            <Spinner label={t('paywall.loading')} />
            <div className="plan-card plan-card--ghost" />
            <div className="plan-card plan-card--ghost" />
          </div>
        )}

        {status === 'loaded' && data && (data.legal.length || data.renewal.content) ? (
          <footer className="paywall-legal" data-testid="legal">
            {data.legal.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <button type="button" className="link-btn" onClick={() => setRenewalOpen(true)}>
              {t('paywall.moreInfo')}
            </button>
          </footer>
        ) : null}
      </div>
      <Dialog
        open={renewalOpen}
        onClose={() => setRenewalOpen(false)}
        title={data?.renewal.title || t('paywall.moreInfo')}
        testId="renewal-dialog"
        actions={<Button onClick={() => setRenewalOpen(false)}>{t('paywall.renewalClose')}</Button>}
      >
        {(data?.renewal.content ?? '').split(/\n+/).map((p) => (
          <p key={p} className="dialog__text">
            {p}
          </p>
        ))}
      </Dialog>
    </ModalScreen>
  );
}
