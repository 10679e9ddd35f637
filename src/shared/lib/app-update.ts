/**
 * Between the screens (shared/ui, app/router) and the PWA feature's update flow (features/pwa), which the
 * layers keep apart: a screen whose code is gone after a deploy asks for an update check and offers to
 * update; the PWA feature, when it runs (production builds with a service worker), answers both.
 */
const CHECK_EVENT = 'flechazo:update-check';

let applier: (() => void) | null = null;

/** Asks the service worker to look for a new version now (a lazy chunk of this build is gone). */
export function requestUpdateCheck(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHECK_EVENT));
}

/** Calls `listener` on every requestUpdateCheck(); returns the unsubscribe. */
export function onUpdateCheckRequested(listener: () => void): () => void {
  window.addEventListener(CHECK_EVENT, listener);
  return () => window.removeEventListener(CHECK_EVENT, listener);
}

/** The PWA feature's way to move to the new version (activate the waiting worker, then reload once). */
export function setUpdateApplier(apply: () => void): () => void {
  applier = apply;
  return () => {
    if (applier === apply) applier = null;
  };
}

/** Moves to the newest version: through the service worker when one runs the app, else a plain reload. */
export function applyUpdate(): void {
  if (applier) applier();
  else window.location.reload();
}
