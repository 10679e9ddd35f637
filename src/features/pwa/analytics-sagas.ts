/**
 * PWA-12: the events of features that do not track themselves reach the data layer from here, through
 * the one analytics module: a match, a dashboard scroll to a further page. (Likes, dislikes, profile
 * views, chat messages, registration and login track in their own sagas; web push and
 * add-to-home-screen in this feature's.) Never personal data: ids and kinds only, no text.
 */
import { takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { dashboardMoreRequested } from './dashboard-signal';
import { rtMatchReceived } from '@/features/realtime';
import { ANALYTICS_EVENTS, track } from '@/shared/analytics';

export function* analyticsSaga() {
  yield takeEvery(rtMatchReceived.type, (a: ReturnType<typeof rtMatchReceived>) => {
    track({ event: ANALYTICS_EVENTS.match, id: a.payload.userId });
  });
  yield takeEvery(dashboardMoreRequested.type, (a: PayloadAction<{ kind: string }>) => {
    track({ event: ANALYTICS_EVENTS.scroll, list: a.payload.kind });
  });
}
