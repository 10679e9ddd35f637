import { defineFeature } from '@/store';
import { socialSaga } from './saga';

/** The social sign-in buttons (on the home page: the home's texts). */
export const socialFeature = defineFeature({
  name: 'social',
  saga: socialSaga,
  ns: 'home',
});
