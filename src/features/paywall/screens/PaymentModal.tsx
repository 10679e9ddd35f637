/**
 * The payment modal (B §2 "Payment modal"), opened as ?modal=payment&id={planId}: title and plan name,
 * the card form, 'pagar', 'No tengo tarjeta de crédito' (not for plan 6041) and the cash coupon
 * (PAY-13 to PAY-29). Closing returns to the paywall (PAY-16). The provider's script loads when it opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '@/store';
import { useFeature } from '@/store';
import { useAppDispatch, useAppSelector, useSlice } from '@/store';
import { selectMe } from '@/features/session';
import { modalOpenRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import { EmailField, Form, TextField } from '@/shared/ui/fields';
import { ModalBar } from '@/shared/ui/ModalBar';
import { Spinner } from '@/shared/ui/Spinner';
import { formatArs } from '../format';
import { THREE_DAY_PLAN_ID } from '../mappers';
import { isMonthlyPrice, planCharge, type PlanCharge } from '../charge';
import { paywallFeature } from '../feature';
import { paywallActions, selectPaywallState } from '../slice';
import type { CardForm } from '../types';
import { CARD_FIELDS, validateCard, type CardErrors, type CardField } from '../validation';
import { CouponChooser, CouponView, usePayText } from '../components/CouponPanel';
import '../i18n';
import '../components/paywall.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';

function CardPaymentForm({ showNoCard, charge }: { showNoCard: boolean; charge: PlanCharge | null }) {
  const { t } = useTranslation('paywall');
  const dispatch = useAppDispatch();
  const payText = usePayText();
  const me = useAppSelector(selectMe);
  const { provider, payment } = useSlice(selectPaywallState, ({ provider, payment }) => ({ provider, payment }));
  const [form, setForm] = useState<CardForm>({ cardholderName: '', docNumber: '', payerEmail: me?.email ?? '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const refs = {
    cardholderName: useRef<HTMLInputElement>(null),
    docNumber: useRef<HTMLInputElement>(null),
    payerEmail: useRef<HTMLInputElement>(null),
  };
  const busy = payment.status === 'paying' || payment.status === 'checking';

  const set = (k: CardField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    // PAY-18, SHELL-54: the DNI drops the dots and spaces of '30.123.456' itself (its hint still says so).
    const v = k === 'docNumber' ? e.target.value.replace(/[.\s]/g, '') : e.target.value;
    setForm((f) => ({ ...f, [k]: v }));
    if (errors[k]) setErrors((x) => ({ ...x, [k]: undefined }));
  };

  /** What the three card fields share: label, value, ref, required, and the error under it. */
  const field = (k: CardField) => {
    const error = errors[k];
    return { ref: refs[k], label: t(`payment.${k}`), value: form[k], onChange: set(k), required: true, error: error ? t(error) : null };
  };

  const submit = () => {
    const found = validateCard(form);
    setErrors(found);
    const first = CARD_FIELDS.find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    dispatch(paywallActions.cardPaymentRequested(form));
  };

  return (
    <Form className="pay-form" busy={busy} onSubmit={submit}>
      <TextField {...field('cardholderName')} id="pay-name" autoComplete="cc-name" />
      <TextField {...field('docNumber')} id="pay-dni" inputMode="numeric" autoComplete="off" hint={t('payment.docHint')} />
      <EmailField {...field('payerEmail')} id="pay-email" />
      <div className="pay-form__status" aria-live="polite">
        {provider === 'loading' ? <p className="pay-muted">{t('payment.loadingProvider')}</p> : null}
        {payment.status === 'paying' ? <p className="pay-muted">{t('payment.processing')}</p> : null}
        {payment.status === 'checking' ? <p className="pay-muted">{t('payment.checking')}</p> : null}
      </div>
      {provider === 'failed' ? (
        <p className="form-alert form-alert--text-size" role="alert">
          {t('errors.providerLoad')}
        </p>
      ) : null}
      {payment.status === 'failed' ? (
        <p className="form-alert form-alert--text-size" role="alert" data-testid="payment-error">
          {payText(payment.error)}
        </p>
      ) : null}
      {payment.status === 'uncertain' ? (
        <div className="pay-uncertain" role="alert">
          <p>{t(payment.reason === 'unconfirmed' ? 'payment.unconfirmed' : 'payment.uncertain')}</p>
          <Button variant="secondary" block onClick={() => dispatch(paywallActions.paymentCheckRequested())}>
            {t('payment.check')}
          </Button>
        </div>
      ) : null}
      {charge ? (
        <p className="pay-total" id="pay-total" data-testid="payment-total">
          <span className="pay-total__label">{t('payment.total')}</span>{' '}
          <strong className="pay-total__amount">{formatArs(charge.amount)}</strong>{' '}
          <span className="pay-total__when">{charge.single ? t('payment.once') : t('paywall.perMonth')}</span>
        </p>
      ) : null}
      <Button
        type="submit"
        block
        loading={busy}
        disabled={provider !== 'ready' || payment.status === 'uncertain'}
        className="pay-form__submit"
        aria-describedby={charge ? 'pay-total' : undefined}
      >
        {t('payment.pay')}
      </Button>
      {showNoCard ? (
        <Button variant="ghost" block disabled={busy} onClick={() => dispatch(paywallActions.couponStarted())}>
          {t('payment.noCard')}
        </Button>
      ) : null}
      <p className="pay-muted pay-form__secure">{t('payment.secure')}</p>
    </Form>
  );
}

export default function PaymentModal({ id, onClose }: ModalProps) {
  const { t, dispatch } = useFeature(paywallFeature);
  const { plan, coupon, payment } = useSlice(selectPaywallState, ({ plan, coupon, payment }) => ({ plan, coupon, payment }));

  useEffect(() => {
    dispatch(paywallActions.paymentModalOpened({ id: id ?? null }));
  }, [dispatch, id]);

  const close = () => {
    if (payment.status === 'paying' || payment.status === 'checking') return;
    onClose();
  };
  const planName = plan ? (plan.id === THREE_DAY_PLAN_ID ? t('paywall.threeDays') : plan.name) : '';
  const couponShown = coupon.coupon && (!plan || coupon.coupon.planId === plan.id || String(coupon.coupon.planId) === id);

  let body;
  if (couponShown && coupon.coupon) body = <CouponView coupon={coupon.coupon} />;
  else if (coupon.status !== 'idle') body = <CouponChooser />;
  else if (!plan)
    body = (
      <div className="pay-state">
        <p>{t('payment.noPlan')}</p>
        <Button variant="secondary" onClick={() => dispatch(modalOpenRequested({ modal: 'pay-wall' }))}>
          {t('payment.back')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        <h2 id="payment-title" className="pay-title">
          {t('payment.title')}
        </h2>
        <div className="pay-plan" data-testid="payment-plan">
          <span className="pay-plan__label">{t('payment.plan')}</span>
          <span className="pay-plan__name">{planName}</span>
          {plan.price ? (
            <span className="pay-plan__price">
              {formatArs(plan.price)}
              {isMonthlyPrice(plan) ? <span className="pay-plan__period"> {t('paywall.perMonth')}</span> : null}
            </span>
          ) : null}
        </div>
        <CardPaymentForm showNoCard={plan.id !== THREE_DAY_PLAN_ID} charge={planCharge(plan)} />
      </>
    );

  return (
    <ModalScreen
      className="modal-screen modal-screen--panel pay-modal pay-modal--narrow"
      aria-labelledby={couponShown || coupon.status !== 'idle' ? 'coupon-title' : 'payment-title'}
      aria-label={plan ? undefined : t('payment.label')}
      testId="payment"
      onEscape={close}
    >
      <ModalBar as="div" kind="back" label={t('payment.back')} onClose={close} className="pay-modal__bar" />
      <div className="pay-modal__scroll">{payment.status === 'paying' && !plan ? <Spinner /> : body}</div>
    </ModalScreen>
  );
}
