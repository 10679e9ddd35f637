import { defineFeature } from '@/store';
import { authSaga } from './sagas';

/** The sign-in, registration, recovery and autologin screens' feature. */
export const authFeature = defineFeature({
  name: 'auth',
  saga: authSaga,
  ns: 'auth',
});
