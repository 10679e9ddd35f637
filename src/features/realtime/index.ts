/** Public surface of the realtime feature. */
import { lazy } from 'react';
import { defineSaga } from '@/store';
import { realtimeSaga } from './sagas';
import './i18n';
export * from './actions';
/** The connection and its events' saga: the authenticated frame starts it when it first renders. */
export const realtimeFrameSaga = defineSaga('realtime', realtimeSaga);
export { selectChatPresence, selectMatch, selectPromo, selectOpenChats } from './slice';

/** The match and promotional modals (RT-20..26), in their own chunk, rendered by the shell's toast host. */
export const RealtimeOverlays = lazy(() => import(/* webpackChunkName: "realtime-overlays" */ './components/RealtimeOverlays'));
