import type { Workbox } from 'workbox-window';
import { pwaSaga } from './sagas';
import { act, screen, waitFor } from '@testing-library/react';
import { updateAccepted, updateAvailable } from '@/features/shell';
import { renderApp, signInStored, storeForSagas } from '@/test/utils';
import { readFileSync } from 'fs';
import { join } from 'path';

function fakeWorkbox() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    skipped: 0,
    addEventListener(t: string, f: () => void) {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)!.add(f);
    },
    removeEventListener(t: string, f: () => void) {
      listeners.get(t)?.delete(f);
    },
    emit(t: string) {
      listeners.get(t)?.forEach((f) => f());
    },
    messageSkipWaiting() {
      this.skipped += 1;
    },
  };
}

describe('PWA update flow', () => {
  it('waiting -> prompt -> member accepts -> skipWaiting -> exactly one reload', () => {
    const { store } = storeForSagas();
    const wb = fakeWorkbox();
    let reloads = 0;
    store.runSaga(pwaSaga, wb as unknown as Workbox, () => {
      reloads += 1;
    });
    expect(store.getState().shell.updateAvailable).toBe(false);
    wb.emit('waiting');
    expect(store.getState().shell.updateAvailable).toBe(true);
    wb.emit('controlling'); // another tab's update: no reload without the member's consent
    expect(reloads).toBe(0);
    store.dispatch(updateAccepted());
    expect(wb.skipped).toBe(1);
    wb.emit('controlling');
    wb.emit('controlling');
    expect(reloads).toBe(1);
  });

  it('[PWA-01] the service worker precaches the shell and never caches API responses', () => {
    const sw = readFileSync(join(__dirname, '../../sw/service-worker.ts'), 'utf8');
    expect(sw).toContain('precacheAndRoute(self.__WB_MANIFEST)');
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
});
