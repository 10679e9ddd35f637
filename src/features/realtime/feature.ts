import { defineFeature } from '@/store';
import { realtimeSaga } from './sagas';

/** The connection and its events: the authenticated frame opens it (useFeature) when it first renders. */
export const realtimeFeature = defineFeature({
  name: 'realtime',
  saga: realtimeSaga,
  ns: 'realtime',
});
