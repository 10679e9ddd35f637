/**
 * Nothing of the member is left behind (issue 22): after a logout, an account deletion and a 401 that
 * ends the session, localStorage, sessionStorage, Cache Storage and the app's IndexedDB databases hold
 * nothing of the member, and the realtime client is disconnected (its worker ends; checked in the
 * browser by e2e/hardening-outbox.spec.ts). jsdom has no Cache Storage nor IndexedDB: the test gives
 * the page small doubles of both, which record what the app deletes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { forceNext, SLOW } from '@/test/requests';
import { fakeFactory, type FakeClient } from '@/features/realtime/tests/fake-client';
import { inertFactory, setRealtimeClientFactory } from '@/features/realtime/pusher-client';
import { logoutRequested, sessionRefreshRequested } from '@/features/session';

const PRECACHE = 'workbox-precache-v2-http://localhost/';

/** Cache Storage as the service worker leaves it: the app's precache and a cache of member photos. */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    names: () => [...kept],
    api: {
      keys: () => Promise.resolve([...kept]),
      delete: (name: string) => Promise.resolve(kept.delete(name)),
    },
  };
}

/** IndexedDB as a member's browser has it: the offline copy, the send queue; opening fails (no data here). */
function fakeIndexedDb(names: string[]) {
  const live = new Set(names);
  const request = (outcome: 'success' | 'error') => {
    const req: { onsuccess?: () => void; onerror?: () => void; error: Error | null; result: undefined } = {
      error: outcome === 'error' ? new Error('not in jsdom') : null,
      result: undefined,
    };
    setTimeout(() => (outcome === 'success' ? req.onsuccess?.() : req.onerror?.()), 0);
    return req;
  };
  return {
    names: () => [...live].sort(),
    api: {
      databases: () => Promise.resolve([...live].map((name) => ({ name, version: 1 }))),
      deleteDatabase: (name: string) => {
        live.delete(name);
        return request('success');
      },
      open: () => request('error'),
    },
  };
}

let factory: ReturnType<typeof fakeFactory>;
let caches: ReturnType<typeof fakeCaches>;
let idb: ReturnType<typeof fakeIndexedDb>;
const g = globalThis as unknown as { caches?: unknown; indexedDB?: unknown };

beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
  caches = fakeCaches([PRECACHE, 'user-images', 'user-avatars']);
  idb = fakeIndexedDb(['flechazo-offline', 'flechazo-outbox']);
  g.caches = caches.api;
  g.indexedDB = idb.api;
});

afterEach(() => {
  setRealtimeClientFactory(inertFactory);
  delete g.caches;
  delete g.indexedDB;
});

/** A member's page with member data everywhere (a queued message, search filters, a chosen plan, caches, databases). */
async function memberPage(key: 'martin' | 'valentina', path: string) {
  await signInStored(key);
  localStorage.setItem('flechazo.outbox.4', JSON.stringify([{ localId: 'local-1', userId: 5, type: 1, text: 'Hola', createdAt: '' }]));
  localStorage.setItem('flechazo.search', '{"ageFrom":30}');
  sessionStorage.setItem('flechazo.paywall.plan', '{"id":1}');
  const app = renderApp(path);
  await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'), SLOW);
  await waitFor(() => expect(factory.clients.length).toBe(1), SLOW);
  return { ...app, client: factory.clients[0] as FakeClient, user: userEvent.setup() };
}

function expectNothingLeft(client: FakeClient) {
  expect(Object.keys(localStorage).filter((k) => k.startsWith('flechazo.'))).toEqual([]);
  expect(sessionStorage.length).toBe(0);
  expect(caches.names()).toEqual([PRECACHE]);
  expect(idb.names()).toEqual([]);
  expect(client.disconnected).toBe(true);
}

describe('nothing of the member is left behind', () => {
  it('[AUTH-64] logout: storages, caches (but the precache) and IndexedDB are emptied, realtime disconnected', async () => {
    const { store, client } = await memberPage('martin', '/dashboard-recent');
    act(() => {
      store.dispatch(logoutRequested({}));
    });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await waitFor(() => expectNothingLeft(client));
  });

  it('[ACC-16] [AUTH-64] account deletion answered 200: nothing of the member is left', async () => {
    const { store, client, user } = await memberPage('martin', '/my-account');
    await user.click(await screen.findByRole('button', { name: 'Eliminar cuenta' }, SLOW));
    const dialog = await screen.findByTestId('delete-account-dialog');
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'), SLOW);
    await waitFor(() => expectNothingLeft(client));
  });

  it('[API-07] [AUTH-64] a 401 invalid_token ends the session: nothing of the member is left', async () => {
    const { store, client } = await memberPage('valentina', '/dashboard-recent');
    await forceNext('invalid_token', '/v1/session');
    act(() => {
      store.dispatch(sessionRefreshRequested(3));
    });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'), SLOW);
    await waitFor(() => expectNothingLeft(client));
  });

  it('[AUTH-64] a realtime client that arrives after the logout is disconnected at once', async () => {
    let arrive: (() => void) | null = null;
    const late = fakeFactory();
    setRealtimeClientFactory((o) => new Promise((resolve) => (arrive = () => resolve(late(o)))));
    await signInStored('martin');
    const { store } = renderApp('/dashboard-recent');
    await waitFor(() => expect(arrive).not.toBeNull(), SLOW);
    act(() => {
      store.dispatch(logoutRequested({}));
    });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await act(async () => {
      arrive?.();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(late.clients).toHaveLength(1);
    expect((late.clients[0] as FakeClient).disconnected).toBe(true);
  });
});
