/**
 * The paywall's signals: actions no reducer handles (the sagas take them). State changes are the slice's
 * reducers; `paywallActions` (slice.ts) gathers both.
 */
import { createAction } from '@reduxjs/toolkit';
import type { CardForm } from './types';

export const paywallSignals = {
  /** 'Pagar' in the payment modal with its card form: the saga pays. */
  cardPaymentRequested: createAction<CardForm>('paywall/cardPaymentRequested'),
  /** PAY-32: the thank-you page's retry opens the paywall. */
  retryPaywallRequested: createAction('paywall/retryPaywallRequested'),
  /** A card payment went through: what other features keep for a free member goes (messages' SHELL-32 skip flag). */
  paymentCompleted: createAction('paywall/paymentCompleted'),
};
