import { defineFeature } from '@/store';
import { likeGameSaga } from './sagas';

/** The like game modal. */
export const likeGameFeature = defineFeature({
  name: 'likeGame',
  saga: likeGameSaga,
  ns: 'like-game',
});
