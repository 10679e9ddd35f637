import { defineFeature } from '@/store';
import { paywallSaga } from './sagas';

/** The paywall, payment, thank-you and covid screens. */
export const paywallFeature = defineFeature({
  name: 'paywall',
  saga: paywallSaga,
  ns: 'paywall',
});
