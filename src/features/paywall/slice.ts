/**
 * Paywall and payments state (B §2, §4): the loaded paywall, the chosen plan, the provider script,
 * the card payment, the cash coupon, and the thank-you and one-time payment pages. Injected when the
 * paywall's code loads (the paywall or payment modal, or one of the payment pages).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { paywallSignals } from './actions';
import type { Coupon, CouponMethod, Paywall, PayText, Plan, Standing } from './types';

export type Load = 'idle' | 'loading' | 'loaded' | 'error';
export type UncertainReason = 'network' | 'unconfirmed';
export interface BillingSnapshot {
  premium: boolean;
  activeSubscription: boolean;
}
const NO_PAYMENT: PaywallState['payment'] = { status: 'idle', error: null, reason: null, before: null };

export interface PaywallState {
  /** standing: what the member already has (null until the paywall's saga has worked it out). */
  paywall: { status: Load; type: string | null; data: Paywall | null; standing: Standing | null };
  /** The plan of the last payment that went through in this page (the subscribe-done page says what it was). */
  lastPaid: number | null;
  /** PAY-09: the plan the member chose (kept for the payment modal). */
  plan: Plan | null;
  provider: 'idle' | 'loading' | 'ready' | 'failed';
  payment: {
    /**
     * 'uncertain': the server's answer did not settle it (the connection dropped before it answered, or
     * it answered no explicit success nor failure, card-answer.ts); the member can check again.
     */
    status: 'idle' | 'paying' | 'failed' | 'uncertain' | 'checking';
    error: PayText | null;
    /** Why the payment is uncertain: no answer ('network') or an answer that said neither ('unconfirmed'). */
    reason: UncertainReason | null;
    /** The member's billing when the payment started: a check confirms the payment only by a change. */
    before: BillingSnapshot | null;
  };
  coupon: { status: 'idle' | 'choosing' | 'loading' | 'failed'; coupon: Coupon | null; error: PayText | null };
  thankYou: { status: Load; show: boolean; error: boolean; msg: string };
  covid: { status: Load; plan: Plan | null; paying: boolean; error: boolean };
}

const initialState: PaywallState = {
  paywall: { status: 'idle', type: null, data: null, standing: null },
  lastPaid: null,
  plan: null,
  provider: 'idle',
  payment: NO_PAYMENT,
  coupon: { status: 'idle', coupon: null, error: null },
  thankYou: { status: 'idle', show: false, error: false, msg: '' },
  covid: { status: 'idle', plan: null, paying: false, error: false },
};

export const paywallSlice = createSlice({
  name: 'paywall',
  initialState,
  reducers: {
    /** The paywall modal opened with its type (PAY-01: promo id, SM or RM). */
    paywallRequested(s, a: PayloadAction<{ type: string | null }>) {
      s.paywall.status = 'loading';
      s.paywall.type = a.payload.type;
    },
    paywallLoaded(s, a: PayloadAction<Paywall>) {
      s.paywall.status = 'loaded';
      s.paywall.data = a.payload;
    },
    standingKnown(s, a: PayloadAction<Standing>) {
      s.paywall.standing = a.payload;
    },
    paywallFailed(s) {
      s.paywall.status = 'error';
    },
    /** PAY-09 */
    planChosen(s, a: PayloadAction<Plan>) {
      s.plan = a.payload;
      s.payment = NO_PAYMENT;
    },
    planRestored(s, a: PayloadAction<Plan | null>) {
      s.plan = a.payload;
    },
    /** The payment modal opened for the plan of its ?id= (the saga restores it): load the provider's script (OPEN-33). */
    paymentModalOpened(s, _a: PayloadAction<{ id: string | null }>) {
      if (s.payment.status === 'failed') s.payment = NO_PAYMENT;
      if (s.provider !== 'ready') s.provider = 'loading';
    },
    providerReady(s) {
      s.provider = 'ready';
    },
    providerFailed(s) {
      s.provider = 'failed';
    },
    paymentStarted(s, a: PayloadAction<BillingSnapshot>) {
      s.payment = { status: 'paying', error: null, reason: null, before: a.payload };
    },
    paymentSucceeded(s, a: PayloadAction<number | null>) {
      s.payment = NO_PAYMENT;
      s.lastPaid = a.payload;
    },
    oneShotSucceeded(s, a: PayloadAction<number>) {
      s.covid.paying = false;
      s.lastPaid = a.payload;
    },
    paymentFailed(s, a: PayloadAction<PayText>) {
      s.payment = { ...s.payment, status: 'failed', error: a.payload, reason: null };
    },
    paymentUncertain(s, a: PayloadAction<UncertainReason>) {
      s.payment = { ...s.payment, status: 'uncertain', error: null, reason: a.payload };
    },
    /** An unconfirmed answer: the saga asks the server at once (the same check as 'Consultar de nuevo'). */
    paymentChecking(s) {
      s.payment.status = 'checking';
    },
    paymentCheckRequested(s) {
      if (s.payment.status === 'uncertain') s.payment.status = 'checking';
    },
    paymentCheckFailed(s, a: PayloadAction<PayText | null>) {
      s.payment = a.payload
        ? { ...s.payment, status: 'failed', error: a.payload, reason: null }
        : { ...s.payment, status: 'uncertain', error: null, reason: s.payment.reason ?? 'network' };
    },
    /** PAY-26: 'No tengo tarjeta de crédito'. */
    couponStarted(s) {
      if (!s.coupon.coupon) s.coupon = { status: 'choosing', coupon: null, error: null };
    },
    couponCancelled(s) {
      if (s.coupon.status !== 'loading') s.coupon.status = 'idle';
    },
    couponMethodChosen(s, _a: PayloadAction<CouponMethod>) {
      s.coupon.status = 'loading';
      s.coupon.error = null;
    },
    couponIssued(s, a: PayloadAction<Coupon>) {
      s.coupon = { status: 'idle', coupon: a.payload, error: null };
    },
    couponFailed(s, a: PayloadAction<PayText>) {
      s.coupon.status = 'failed';
      s.coupon.error = a.payload;
    },
    couponRestored(s, a: PayloadAction<Coupon | null>) {
      if (!s.coupon.coupon) s.coupon.coupon = a.payload;
    },
    /** The member closed the coupon: it is forgotten. */
    couponDismissed(s) {
      s.coupon = { status: 'idle', coupon: null, error: null };
    },
    thankYouRequested(s, _a: PayloadAction<Record<string, string>>) {
      s.thankYou.status = 'loading';
    },
    thankYouLoaded(s, a: PayloadAction<{ show: boolean; error: boolean; msg: string }>) {
      s.thankYou = { status: 'loaded', ...a.payload };
    },
    thankYouFailed(s) {
      s.thankYou.status = 'error';
    },
    covidRequested(s, _a: PayloadAction<{ planId: string | null }>) {
      s.covid = { status: 'loading', plan: null, paying: false, error: false };
    },
    covidLoaded(s, a: PayloadAction<Plan>) {
      s.covid = { status: 'loaded', plan: a.payload, paying: false, error: false };
    },
    covidFailed(s) {
      s.covid.status = 'error';
      s.covid.paying = false;
    },
    oneShotRequested(s) {
      if (s.covid.plan) {
        s.covid.paying = true;
        s.covid.error = false;
      }
    },
    oneShotFailed(s) {
      s.covid.paying = false;
      s.covid.error = true;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof paywallSlice> {}
}

const injectedPaywall = paywallSlice.injectInto(combinedReducer);
/** The slice's actions and the signals of actions.ts. */
export const paywallActions = { ...paywallSlice.actions, ...paywallSignals };
/** The paywall state (screens read it with `useSlice(selectPaywallState, pick)`). */
export const selectPaywallState = injectedPaywall.selectSlice;
