/**
 * The paywall's signals: actions no reducer handles (the sagas take them). State changes are the slice's
 * reducers; `paywallActions` (slice.ts) gathers both.
 */
import { createAction } from '@reduxjs/toolkit';
import type { CardForm } from './types';
import { paymentCompleted } from './signals';

export const paywallSignals = {
  /** 'Pagar' in the payment modal with its card form: the saga pays. */
  cardPaymentRequested: createAction<CardForm>('paywall/cardPaymentRequested'),
  /** PAY-32: the thank-you page's retry opens the paywall. */
  retryPaywallRequested: createAction('paywall/retryPaywallRequested'),
  /** In signals.ts, so the other features' chunks take it without these. */
  paymentCompleted,
};
