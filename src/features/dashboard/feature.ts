import { defineFeature } from '@/store';
import { listsFeature } from '@/features/lists';
import { dashboardSaga } from './sagas';

/** The dashboard and matching screens (cards with the member actions). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  saga: dashboardSaga,
  ns: 'dashboard',
  requires: [listsFeature],
});
