/**
 * The cash coupon (B §2 "Payment modal"; PAY-26 to PAY-29): choose Pago Fácil or Rapipago, then
 * loading, then the code in two groups of 5 digits with its link, the 5-day validity and a copy button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice } from '@/store';
import { formatLongDate } from '@/shared/lib/format';
import { safeUrl } from '@/shared/lib/safe-url';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { couponGroups } from '../mappers';
import { paywallActions, selectPaywallState } from '../slice';
import type { Coupon, CouponMethod, PayText } from '../types';

/** PAY-29 */
export const COUPON_VALID_DAYS = 5;
const DAY_MS = 86_400_000;

export const couponExpiry = (c: Coupon) => new Date(new Date(c.issuedAt).getTime() + COUPON_VALID_DAYS * DAY_MS);

export function usePayText() {
  const { t } = useTranslation('paywall');
  return (x: PayText | null): string => (x ? ('raw' in x ? x.raw : t(x.key as never)) : '');
}

export function CouponView({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('paywall');
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState(false);
  const [a, b] = couponGroups(coupon.code);
  // A stored coupon is data too: its link is shown only while its host is allowed.
  const href = safeUrl(coupon.url, 'payment');
  const copy = () => {
    const done = () => setCopied(true);
    try {
      void navigator.clipboard?.writeText(`${a}${b}`).then(done, done);
    } catch {
      done();
    }
  };
  return (
    <section className="coupon" aria-labelledby="coupon-title" data-testid="coupon">
      <h2 id="coupon-title" className="pay-title">
        {t('coupon.title')}
      </h2>
      <p className="coupon__label">{t('coupon.codeLabel', { method: t(`coupon.${coupon.method}`) })}</p>
      <p className="coupon__code" data-testid="coupon-code">
        <span>{a}</span> <span>{b}</span>
      </p>
      <p className="coupon__validity">{t('coupon.validity', { date: formatLongDate(couponExpiry(coupon)) })}</p>
      <div className="coupon__actions">
        <Button variant="secondary" onClick={copy}>
          {t('coupon.copy')}
        </Button>
        {href ? (
          <a className="btn btn--primary" href={href} target="_blank" rel="noopener noreferrer">
            {t('coupon.link')}
          </a>
        ) : null}
      </div>
      <p className="coupon__copied" role="status">
        {copied ? t('coupon.copied') : ''}
      </p>
      <p className="coupon__hint">{t('coupon.hint')}</p>
      <Button variant="ghost" block onClick={() => dispatch(paywallActions.couponDismissed())}>
        {t('coupon.close')}
      </Button>
    </section>
  );
}

export function CouponChooser() {
  const { t } = useTranslation('paywall');
  const dispatch = useAppDispatch();
  const payText = usePayText();
  const { status, error } = useSlice(selectPaywallState, (p) => p.coupon);
  const methods: CouponMethod[] = ['PF', 'RP'];
  return (
    <section className="coupon" aria-labelledby="coupon-title" data-testid="coupon-chooser">
      <h2 id="coupon-title" className="pay-title">
        {t('coupon.title')}
      </h2>
      {status === 'loading' ? (
        <div className="pay-state" aria-live="polite">
          <Spinner />
          <p>{t('coupon.loading')}</p>
        </div>
      ) : (
        <>
          <p className="coupon__label">{t('coupon.choose')}</p>
          <div className="coupon__methods">
            {methods.map((m) => (
              <button
                key={m}
                type="button"
                className={`coupon__method coupon__method--${m}`}
                onClick={() => dispatch(paywallActions.couponMethodChosen(m))}
              >
                {t(`coupon.${m}`)}
              </button>
            ))}
          </div>
          {status === 'failed' ? (
            <p className="form-alert form-alert--text-size" role="alert">
              {payText(error)}
            </p>
          ) : null}
          <Button variant="ghost" block onClick={() => dispatch(paywallActions.couponCancelled())}>
            {t('coupon.back')}
          </Button>
        </>
      )}
    </section>
  );
}
