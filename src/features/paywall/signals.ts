/**
 * The paywall's signals other features put or take (through index.ts): two actions and nothing else, so
 * their chunks take them without the paywall's code.
 */
import { createAction } from '@reduxjs/toolkit';

/** API-10 / PAY-01: a 402 opens the paywall; SM when the failing call was a POST, else RM. The app runs its opener. */
export const paywallRequired = /*#__PURE__*/ createAction<{ type: string; cantBuy: boolean }>('paywall/paywallRequired');
/** A card payment went through: what other features keep for a free member goes (messages' SHELL-32 skip flag). */
export const paymentCompleted = /*#__PURE__*/ createAction('paywall/paymentCompleted');
