/** Public surface of the realtime feature. */
import { lazy } from 'react';
import './i18n';
export * from './actions';
export { realtimeFeature } from './feature';
export { selectChatPresence, selectMatch, selectPromo, selectOpenChats } from './slice';

/** The match and promotional modals (RT-20..26), in their own chunk, rendered by the shell's toast host. */
export const RealtimeOverlays = lazy(() => import(/* webpackChunkName: "realtime-overlays" */ './components/RealtimeOverlays'));
