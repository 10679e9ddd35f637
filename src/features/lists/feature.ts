import { defineFeature } from '@/store';
import { listsSaga } from './sagas';

/** The member actions (like, dislike and their undo) that <MemberActions> and other features dispatch. */
export const listsFeature = defineFeature({
  name: 'lists',
  saga: listsSaga,
  ns: 'lists',
});
