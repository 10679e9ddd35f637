/**
 * The root reducer into which a lazily loaded feature injects its slice (`slice.injectInto(combinedReducer)`).
 * Only lazy features import this; the root reducer itself imports the eager ones (session, shell,
 * locations), which use src/app/public.ts.
 */
export { combinedReducer } from './store/root-reducer';
