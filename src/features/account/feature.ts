import { defineFeature } from '@/store';
import { listsFeature } from '@/features/lists';
import { accountSaga } from './sagas';

/** The account screens; the report screen also blocks the member (the member actions). */
export const accountFeature = defineFeature({
  name: 'account',
  saga: accountSaga,
  ns: 'account',
  requires: [listsFeature],
});
