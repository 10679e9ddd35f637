/**
 * Paywall and payments state (B §2, §4): the loaded paywall, the chosen plan, the provider script,
 * the card payment, the cash coupon, and the thank-you and one-time payment pages. Injected when the
 * paywall's code loads (the paywall or payment modal, or one of the payment pages).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { paywallSignals } from './actions';
import type { Coupon, CouponMethod, Paywall, PayText, Plan } from './types';

export type Load = 'idle' | 'loading' | 'loaded' | 'error';

export interface PaywallState {
  paywall: { status: Load; type: string | null; data: Paywall | null };
  /** PAY-09: the plan the member chose (kept for the payment modal). */
  plan: Plan | null;
  provider: 'idle' | 'loading' | 'ready' | 'failed';
  payment: {
    /** 'uncertain': the connection dropped before the server answered; the member can check again. */
    status: 'idle' | 'paying' | 'failed' | 'uncertain' | 'checking';
    error: PayText | null;
  };
  coupon: { status: 'idle' | 'choosing' | 'loading' | 'failed'; coupon: Coupon | null; error: PayText | null };
  thankYou: { status: Load; show: boolean; error: boolean; msg: string };
  covid: { status: Load; plan: Plan | null; paying: boolean; error: boolean };
}

const initialState: PaywallState = {
  paywall: { status: 'idle', type: null, data: null },
  plan: null,
  provider: 'idle',
  payment: { status: 'idle', error: null },
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
    paywallFailed(s) {
      s.paywall.status = 'error';
    },
    /** PAY-09 */
    planChosen(s, a: PayloadAction<Plan>) {
      s.plan = a.payload;
      s.payment = { status: 'idle', error: null };
    },
    planRestored(s, a: PayloadAction<Plan | null>) {
      s.plan = a.payload;
    },
    /** The payment modal opened: load the provider's script (OPEN-33). */
    paymentModalOpened(s) {
      if (s.payment.status === 'failed') s.payment = { status: 'idle', error: null };
      if (s.provider !== 'ready') s.provider = 'loading';
    },
    providerReady(s) {
      s.provider = 'ready';
    },
    providerFailed(s) {
      s.provider = 'failed';
    },
    paymentStarted(s) {
      s.payment = { status: 'paying', error: null };
    },
    paymentSucceeded(s) {
      s.payment = { status: 'idle', error: null };
    },
    paymentFailed(s, a: PayloadAction<PayText>) {
      s.payment = { status: 'failed', error: a.payload };
    },
    paymentUncertain(s) {
      s.payment = { status: 'uncertain', error: null };
    },
    paymentCheckRequested(s) {
      if (s.payment.status === 'uncertain') s.payment.status = 'checking';
    },
    paymentCheckFailed(s, a: PayloadAction<PayText | null>) {
      s.payment = a.payload ? { status: 'failed', error: a.payload } : { status: 'uncertain', error: null };
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
