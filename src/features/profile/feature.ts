import { defineFeature } from '@/store';
import { listsFeature } from '@/features/lists';
import { profileSaga } from './sagas';

/** The profile view; its menu blocks and its buttons like (the member actions). */
export const profileFeature = defineFeature({
  name: 'profile',
  saga: profileSaga,
  ns: 'profile',
  requires: [listsFeature],
});
