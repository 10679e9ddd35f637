/**
 * Public surface of the installed-app feature: at boot, the service worker's registration and the
 * install event's capture; for the member's frame, the PWA saga (the install offer at once; web push,
 * the offline copy and analytics from their own chunk), the push dialogs' host and the install menu
 * entry's icon (the shell's menu shows the entry while selectCanInstall). Its screens (the install page, the offline start) are in screens/, lazy-imported by the app.
 */
import { defineFeature } from '@/store';
import { call, fork } from '@/store/effects';
import { installSaga } from './install-sagas';

export { selectCanInstall } from './slice';
export { IconInstall } from './icons';
export { PwaHost } from './components/PwaHost';

/** The member's PWA saga: runs for the life of the store once the frame opens it. */
function* pwaMemberSaga() {
  yield* fork(installSaga);
  // At once, not when idle: the offline copy must be listening before the first chat list arrives.
  const m = yield* call(() => import(/* webpackChunkName: "pwa-member" */ './member-sagas'));
  yield* fork(m.memberSagas);
}
/** The authenticated frame opens it (useFeature) when it first renders. */
export const pwaMemberFeature = defineFeature({ name: 'pwa-member', saga: pwaMemberSaga, ns: 'pwa' });
