import { defineFeature } from '@/store';
import { listsFeature } from '@/features/lists';
import { searchSaga } from './sagas';

/** The search modal and its results (cards with the member actions). */
export const searchFeature = defineFeature({
  name: 'search',
  saga: searchSaga,
  ns: 'search',
  requires: [listsFeature],
});
