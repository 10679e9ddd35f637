import { pwaSaga } from './sagas';
import { registrationWorker } from './update-worker';
import { act, screen, waitFor } from '@testing-library/react';
import { updateAccepted, updateAvailable } from '@/features/shell';
import { requestUpdateCheck } from '@/shared/lib/app-update';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { SLOW } from '@/test/requests';
import { renderApp, signInStored, storeForSagas } from '@/test/utils';
import { readFileSync } from 'fs';
import { join } from 'path';

/** A service worker registration's update side, as the saga sees it. */
function fakeWorker() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    skipped: 0,
    checks: 0,
    waiting: false,
    /** What a check finds: a new worker waits afterwards. */
    findsUpdate: false,
    addEventListener(t: string, f: () => void) {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)!.add(f);
    },
    removeEventListener(t: string, f: () => void) {
      listeners.get(t)?.delete(f);
    },
    emit(t: string) {
      if (t === 'waiting') this.waiting = true;
      if (t === 'controlling') this.waiting = false;
      listeners.get(t)?.forEach((f) => f());
    },
    hasWaiting() {
      return this.waiting;
    },
    messageSkipWaiting() {
      if (this.waiting) this.skipped += 1;
    },
    update() {
      this.checks += 1;
      if (this.findsUpdate) setTimeout(() => this.emit('waiting'), 5);
      return Promise.resolve();
    },
  };
}

const tick = (ms = 20) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('PWA update flow', () => {
  it('[PWA-01] waiting -> prompt -> member accepts -> skipWaiting -> exactly one reload', async () => {
    const { store } = storeForSagas();
    const wb = fakeWorker();
    let reloads = 0;
    store.runSaga(pwaSaga, wb, () => {
      reloads += 1;
    });
    expect(store.getState().shell.updateAvailable).toBe(false);
    wb.emit('waiting');
    expect(store.getState().shell.updateAvailable).toBe(true);
    store.dispatch(updateAccepted());
    await tick();
    expect(wb.skipped).toBe(1);
    expect(reloads).toBe(0);
    wb.emit('controlling');
    wb.emit('controlling');
    expect(reloads).toBe(1);
  });

  it("[PWA-01] another tab's update took over this page: never a reload without consent; accepting then reloads at once", async () => {
    const { store } = storeForSagas();
    const wb = fakeWorker();
    let reloads = 0;
    store.runSaga(pwaSaga, wb, () => {
      reloads += 1;
    });
    wb.emit('waiting');
    store.dispatch({ type: 'shell/updateDismissed' });
    wb.emit('controlling'); // the other tab accepted: this page now runs under the new worker
    expect(reloads).toBe(0);
    expect(store.getState().shell.updateAvailable).toBe(true); // offered again
    store.dispatch(updateAccepted());
    await tick();
    expect(wb.skipped).toBe(0); // nothing waits any more: skipWaiting would do nothing
    expect(reloads).toBe(1);
  });

  it('[PWA-01] while open, the app looks for a new version when the connection comes back, when the tab shows again and on request', async () => {
    const { store } = storeForSagas();
    const wb = fakeWorker();
    store.runSaga(pwaSaga, wb, () => undefined, { minGapMs: 0 });
    expect(wb.checks).toBe(0);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await tick();
    expect(wb.checks).toBe(1);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick();
    expect(wb.checks).toBe(2);
    act(() => requestUpdateCheck());
    await tick();
    expect(wb.checks).toBe(3);
    wb.findsUpdate = true;
    act(() => requestUpdateCheck());
    await tick();
    expect(store.getState().shell.updateAvailable).toBe(true);
  });

  it('[PWA-01] a connection that came back before the update flow started (the first seconds after load) is checked at once', async () => {
    const { store } = storeForSagas();
    const wb = fakeWorker();
    wb.findsUpdate = true; // deployed while the member was offline
    store.runSaga(pwaSaga, wb, () => undefined, { checkFirst: true });
    await tick();
    expect(wb.checks).toBe(1);
    expect(store.getState().shell.updateAvailable).toBe(true);
    const quiet = fakeWorker();
    storeForSagas().store.runSaga(pwaSaga, quiet, () => undefined);
    await tick();
    expect(quiet.checks).toBe(0); // no trigger before it started: the browser checked when the page loaded
  });

  it('[PWA-01] coming back to the tab checks at most once a minute; coming back online and a request always check', async () => {
    const { store } = storeForSagas();
    const wb = fakeWorker();
    store.runSaga(pwaSaga, wb, () => undefined);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick();
    expect(wb.checks).toBe(0); // the page loaded just now: the browser checked then
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await tick();
    expect(wb.checks).toBe(1);
    act(() => requestUpdateCheck());
    await tick();
    expect(wb.checks).toBe(2);
  });

  it('[PWA-01] accepting with no new worker waiting yet looks for it first, then activates it; with none, it reloads anyway', async () => {
    const first = storeForSagas();
    const wb = fakeWorker();
    wb.findsUpdate = true;
    let reloads = 0;
    first.store.runSaga(pwaSaga, wb, () => (reloads += 1), { settleMs: 5000 });
    first.store.dispatch(updateAccepted());
    await waitFor(() => expect(wb.skipped).toBe(1));
    expect(wb.checks).toBe(1);
    expect(reloads).toBe(0);
    wb.emit('controlling');
    expect(reloads).toBe(1);

    const second = storeForSagas();
    const none = fakeWorker();
    let reloads2 = 0;
    second.store.runSaga(pwaSaga, none, () => (reloads2 += 1), { settleMs: 30 });
    second.store.dispatch(updateAccepted());
    await waitFor(() => expect(reloads2).toBe(1));
    expect(none.checks).toBe(1);
    second.store.dispatch(updateAccepted());
    await tick(100);
    expect(reloads2).toBe(1);
  });

  it('[PWA-01] every new worker of the session is reported, a second deploy too; the first install is not an update', () => {
    class FakeSW extends EventTarget {
      state = 'installing';
      messages: unknown[] = [];
      postMessage(m: unknown) {
        this.messages.push(m);
      }
      set(state: string) {
        this.state = state;
        this.dispatchEvent(new Event('statechange'));
      }
    }
    const reg = Object.assign(new EventTarget(), {
      installing: null as FakeSW | null,
      waiting: null as FakeSW | null,
      active: null as FakeSW | null,
      update: () => Promise.resolve(),
    });
    const container = Object.assign(new EventTarget(), { controller: null as FakeSW | null });
    const worker = registrationWorker(reg as unknown as ServiceWorkerRegistration, container as unknown as ServiceWorkerContainer);
    const events: string[] = [];
    worker.addEventListener('waiting', () => events.push('waiting'));
    worker.addEventListener('controlling', () => events.push('controlling'));
    const deploy = (first: boolean) => {
      const sw = new FakeSW();
      reg.installing = sw;
      reg.dispatchEvent(new Event('updatefound'));
      reg.installing = null;
      reg.waiting = sw;
      sw.set('installed');
      if (first) {
        reg.waiting = null;
        reg.active = sw;
        sw.set('activated');
        container.controller = sw; // the first worker takes control (as with clients.claim()): not an update
        container.dispatchEvent(new Event('controllerchange'));
      }
      return sw;
    };
    deploy(true);
    expect(events).toEqual([]);
    for (const n of [1, 2]) {
      const sw = deploy(false);
      expect(events.filter((e) => e === 'waiting')).toHaveLength(n);
      expect(worker.hasWaiting()).toBe(true);
      worker.messageSkipWaiting();
      expect(sw.messages).toEqual([{ type: 'SKIP_WAITING' }]);
      reg.waiting = null;
      reg.active = sw;
      container.controller = sw;
      container.dispatchEvent(new Event('controllerchange'));
      expect(events.filter((e) => e === 'controlling')).toHaveLength(n);
    }
  });

  it('[PWA-01] the service worker precaches the shell and never caches API responses', () => {
    const sw = readFileSync(join(__dirname, '../../sw/service-worker.ts'), 'utf8');
    // The manifest's critical part always; its lazy part on the data-saver rule (precache-policy.ts).
    expect(sw).toContain('for (const e of self.__WB_MANIFEST)');
    expect(sw).toContain('precacheAndRoute(criticalPart)');
    expect(sw).toMatch(/if \(precacheLazyPart\(facts, connectionFacts\(\)\)\) await lazyPart\.install\(event\)/);
    // Only images (cross-origin) get a runtime cache; nothing matches the API's JSON or /v1 paths.
    expect(sw).not.toMatch(/\/v1|\/v2|NetworkFirst|StaleWhileRevalidate/);
    expect(sw).toMatch(/request\.destination === 'image'/);
    expect(sw).toMatch(/cacheName: 'user-images'/);
    // ...and it is registered at /sw.js (through the Trusted Types policy the production CSP requires).
    expect(readFileSync(join(__dirname, 'register-sw.ts'), 'utf8')).toContain("new Workbox(trustedScriptURL('/sw.js'))");
  });
});

describe('PWA update offer', () => {
  it("[PWA-01] 'Actualizar' is never offered mid-typing: it waits until the member leaves the field", async () => {
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    await screen.findAllByTestId('member-card', {}, { timeout: 8000 });
    const field = document.createElement('textarea');
    document.body.appendChild(field);
    act(() => field.focus());
    act(() => {
      store.dispatch(updateAvailable());
    });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => field.blur());
    await waitFor(() => expect(screen.getByTestId('update-prompt')).toHaveTextContent('Actualizar'));
    act(() => field.focus());
    await waitFor(() => expect(screen.queryByTestId('update-prompt')).toBeNull());
    field.remove();
  });

  it('[PWA-01] over an open conversation (a modal dialog, the rest of the page inert) the offer shows inside that dialog', async () => {
    await signInStored('sofia');
    const other = db.messages.find((m) => m.from === DEMO_ACCOUNTS.sofia.id)!.to;
    const { store } = renderApp(`/message-sent?modal=message-view&id=${other}`);
    const view = await screen.findByTestId('message-view', {}, SLOW);
    act(() => {
      store.dispatch(updateAvailable());
    });
    const dialog = view.closest('dialog');
    expect(dialog).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('update-prompt').closest('dialog')).toBe(dialog));
    expect(screen.getByTestId('update-prompt')).toHaveClass('update-prompt--in-dialog');
    expect(screen.getAllByTestId('update-prompt')).toHaveLength(1);
  });
});
