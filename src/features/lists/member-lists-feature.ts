import { defineFeature } from '@/store';
import { listsFeature } from './feature';
import { memberListsSaga } from './pages-sagas';

/** The likes, visits and dislikes list screens (their own chunk: the member actions' code is lighter). */
export const memberListsFeature = defineFeature({
  name: 'memberLists',
  saga: memberListsSaga,
  ns: 'lists',
  requires: [listsFeature],
});
