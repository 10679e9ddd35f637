import { defineFeature } from '@/store';
import { myProfileSaga } from './sagas';

/** The member's own profile, photos and post-registration wizard. */
export const myProfileFeature = defineFeature({
  name: 'myProfile',
  saga: myProfileSaga,
  ns: 'my-profile',
});
