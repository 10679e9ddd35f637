/**
 * The service worker's update events, read from the registration itself. workbox-window reports only the
 * first update it takes for another page's (any update found a minute after registering): a tab open
 * across two deploys would never hear of the second. This watches every one.
 *
 * - 'waiting': a new worker installed while another one is active (the member's consent is needed).
 * - 'controlling': the page's controller changed to a new worker (this tab's update, or another tab's).
 */
export type UpdateEvent = 'waiting' | 'controlling';

export interface UpdateWorker {
  addEventListener(type: UpdateEvent, listener: () => void): void;
  removeEventListener(type: UpdateEvent, listener: () => void): void;
  /** True while a new worker waits. */
  hasWaiting(): boolean;
  /** Asks the waiting worker to take over (the service worker's SKIP_WAITING message). */
  messageSkipWaiting(): void;
  /** Checks the server for a new service worker now. */
  update(): Promise<void>;
}

export function registrationWorker(
  reg: ServiceWorkerRegistration,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): UpdateWorker {
  const listeners: Record<UpdateEvent, Set<() => void>> = { waiting: new Set(), controlling: new Set() };
  const emit = (type: UpdateEvent) => listeners[type].forEach((f) => f());
  const reported = new WeakSet<ServiceWorker>();
  const check = (sw: ServiceWorker) => {
    // An update, not the first install: another worker is active.
    if (sw.state === 'installed' && reg.waiting === sw && reg.active && !reported.has(sw)) {
      reported.add(sw);
      emit('waiting');
    }
  };
  const watch = (sw: ServiceWorker | null) => {
    if (!sw) return;
    sw.addEventListener('statechange', () => check(sw));
    check(sw);
  };
  reg.addEventListener('updatefound', () => watch(reg.installing));
  watch(reg.installing);
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) emit('controlling');
    controlled = Boolean(container.controller);
  });
  return {
    addEventListener: (type, f) => void listeners[type].add(f),
    removeEventListener: (type, f) => void listeners[type].delete(f),
    hasWaiting: () => Boolean(reg.waiting && reg.active),
    messageSkipWaiting: () => reg.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    update: () =>
      reg.update().then(
        () => undefined,
        () => undefined, // offline or the server failed: the next check tries again
      ),
  };
}
