/**
 * Realtime with the real store, sagas, routes and demo API, and a fake Pusher client behind the
 * adapter (the real pusher-js against the Pusher double is in pusher.node.test.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { config } from '@/shared/config/env';
import { FakeClient, fakeFactory } from './tests/fake-client';
import { RealtimeConnection, type RtEvent } from './connection';
import type { RtOptions } from './pusher-client';
import { inertFactory, setRealtimeClientFactory } from './pusher-client';
import { mergeToast } from './toasts';
import { promoTarget } from './promo';
import { navigationRequested, selectToasts, toastReplaced } from '@/features/shell';
import type { RealtimeNotice } from './actions';
import { prefersReducedMotion, startConfetti, themeConfettiColors } from './components/MatchModal';

let factory: ReturnType<typeof fakeFactory>;
beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
});
afterEach(() => setRealtimeClientFactory(inertFactory));

async function connected(): Promise<FakeClient> {
  await waitFor(() => expect(factory.clients.length).toBe(1));
  const c = factory.clients[0] as FakeClient;
  act(() => c.setState('connected'));
  return c;
}

const msg = (iduser: number, apodo: string, extra: Record<string, unknown> = {}) => ({
  iduser,
  apodo,
  sexo: 1,
  imagen: '',
  message: 'Hola',
  messageType: 1,
  timestamp: Date.now(),
  ...extra,
});

async function startAs(path = '/message-sent') {
  const auth = await signInStored('valentina');
  const app = renderApp(path);
  const client = await connected();
  return { ...app, client, auth, notifications: client.channel(`private-notifications-${auth.sessionInfo.me.id}`) };
}

describe('realtime connection', () => {
  it('[RT-01] connects with the session appKey on cluster mt1 and the /v1 auth endpoint with the bearer token', async () => {
    const { client, auth } = await startAs();
    expect(client.options.key).toBe('demo-app-key');
    expect(client.options.cluster).toBe('mt1');
    expect(client.options.token).toBe(auth.token);
    // RT-02: the session handed out '/pusher/auth'; it is used normalised to /v1 on the API host.
    expect(client.options.authEndpoint).toMatch(/^http:\/\/localhost:\d+\/v1\/pusher\/auth$/);
  });

  it('[RT-03] listens on the notifications channel, and on the chat channel while a conversation is open', async () => {
    const { client, router } = await startAs();
    expect([...client.channels.keys()]).toEqual(['private-notifications-5']);
    await act(() => router.navigate('/message-sent?modal=message-view&id=40'));
    // RT-05: prefix + the two ids sorted numerically, joined with a dot (5 < 40).
    // The chat channel is a presence- one (realtime contract, CONTRACT-NOTES §32): one subscription.
    await waitFor(() => expect(client.channels.has('presence-chat-5.40')).toBe(true));
    expect([...client.channels.keys()]).toEqual(['private-notifications-5', 'presence-chat-5.40']);
    await act(() => router.navigate('/message-sent'));
    await waitFor(() => expect(client.unsubscribed).toContain('presence-chat-5.40'));
    expect(client.unsubscribed.every((c) => c === 'presence-chat-5.40')).toBe(true);
  });

  it('[RT-05] [RT-15] [RT-17] a chat prefix that is not presence- gets no invented presence twin: one chat channel, typing {status} only', () => {
    // A server whose chat prefix contradicts the realtime contract (CONTRACT-NOTES §32): the app
    // subscribes only to the channels the session names, and shows no online state.
    const client = new FakeClient({} as RtOptions);
    const events: RtEvent[] = [];
    const conn = new RealtimeConnection(client, (e) => events.push(e), 5, 'private-chat-', 'private-notifications-5');
    conn.openChat(40);
    expect([...client.channels.keys()]).toEqual(['private-notifications-5', 'private-chat-5.40']);
    act(() => client.channel('private-chat-5.40').emit('pusher:member_added', { id: '40' }));
    expect(events.filter((e) => e.kind === 'presence')).toEqual([]);
    expect(conn.sendTyping(40, true)).toBe(true);
    expect(client.channel('private-chat-5.40').triggered).toEqual([{ event: 'client-typing', data: { status: true } }]);
    conn.closeChat(40);
    expect(client.unsubscribed).toEqual(['private-chat-5.40']);
  });

  it('[AUTH-64] a logout disconnects and drops every channel', async () => {
    const { client, store } = await startAs();
    act(() => {
      store.dispatch({ type: 'session/loggedOut' });
    });
    await waitFor(() => expect(client.disconnected).toBe(true));
  });
});

describe('toasts from realtime events', () => {
  it('[RT-06] [RT-23] one message gives the sender and "Te envió un mensaje"; another sender merges into "Tenés" / "2 nuevos mensajes"', async () => {
    const { notifications } = await startAs();
    act(() => notifications.emit('message', msg(40, 'Tincho')));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Tincho');
    expect(toast).toHaveTextContent('Te envió un mensaje');
    act(() => notifications.emit('message', msg(41, 'Juan')));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Tenés'));
    expect(screen.getByTestId('toast')).toHaveTextContent('2 nuevos mensajes');
  });

  it('[RT-26] a notification whose id is already pending is ignored', async () => {
    const { notifications } = await startAs();
    act(() => notifications.emit('message', msg(40, 'Tincho')));
    act(() => notifications.emit('message', msg(40, 'Tincho', { message: 'otra vez' })));
    await screen.findByTestId('toast');
    expect(screen.getByTestId('toast')).toHaveTextContent('Te envió un mensaje');
    expect(screen.getByTestId('toast')).not.toHaveTextContent('nuevos mensajes');
  });

  it("[RT-18] a toast shows the sender's photo (image, hasImage); without one, the default image of their gender", async () => {
    const { notifications } = await startAs();
    act(() => notifications.emit('message', msg(40, 'Tincho', { imagen: 'tincho-foto.jpg' })));
    const photo = within(await screen.findByTestId('toast')).getByTestId('toast-photo');
    expect(photo.querySelector('img')?.getAttribute('src')).toContain('tincho-foto');
    act(() => screen.getByRole('button', { name: 'Descartar notificación' }).click());
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
    act(() => notifications.emit('visit', msg(50, 'Caro', { imagen: '' })));
    const fallback = within(await screen.findByTestId('toast')).getByTestId('toast-photo');
    expect(fallback.querySelector('img')?.getAttribute('src')).not.toContain('tincho');
  });

  it('[RT-24] [RT-25] visits merge into "{n} nuevas visitas"; a message replaces them and a later visit does not', async () => {
    const { notifications } = await startAs();
    act(() => notifications.emit('visit', msg(50, 'Caro')));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Visito tu perfil');
    act(() => notifications.emit('visit', msg(51, 'Lu')));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('2 nuevas visitas'));
    act(() => notifications.emit('message', msg(40, 'Tincho')));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Te envió un mensaje'));
    act(() => notifications.emit('visit', msg(52, 'Flor')));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByTestId('toast')).toHaveTextContent('Tincho');
  });

  it('[RT-09] no message toast on the received-messages page; [RT-07] the open list updates in place', async () => {
    const { notifications } = await startAs('/message-received');
    await screen.findAllByTestId('chat-row');
    act(() => notifications.emit('message', msg(9999, 'Nuevo_amor', { message: 'Hola, ¿cómo estás?' })));
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('Nuevo_amor'));
    expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('Hola, ¿cómo estás?');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("[RT-07] on 'Enviados' a message event updates that member's row in place (same place, new text, unread) instead of removing it", async () => {
    const { notifications, store } = await startAs('/message-sent');
    await screen.findAllByTestId('chat-row');
    const rows = store.getState().messages!.lists.sent.items;
    expect(rows.length).toBeGreaterThan(0);
    const at = rows.length - 1;
    const target = rows[at]!;
    act(() => notifications.emit('message', msg(target.userId, target.userName, { message: 'Te contesto desde acá' })));
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[at]).toHaveTextContent('Te contesto desde acá'));
    const row = screen.getAllByTestId('chat-row')[at]!;
    expect(row).toHaveTextContent(target.userName);
    expect(within(row).getByLabelText(/mensajes? sin leer/)).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-row')).toHaveLength(rows.length);
  });

  it('[RT-09] [RT-10] no toast while the chat modal is open', async () => {
    const { notifications, router } = await startAs();
    await act(() => router.navigate('/message-sent?modal=message-view&id=40'));
    await screen.findByTestId('message-view');
    act(() => notifications.emit('message', msg(41, 'Juan')));
    act(() => notifications.emit('visit', msg(42, 'Ana')));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('[RT-08] a message event refreshes the session (counters follow)', async () => {
    const { notifications, store } = await startAs();
    const before = store.getState().session.counters.messages;
    // A real new message from a member Valentina never talked to, then the event.
    const { addMessage } = await import('@/mocks/db');
    addMessage(300, 5, 'Hola', { id: 999999 });
    act(() => notifications.emit('message', msg(300, 'X', { id: 999999 })));
    await waitFor(() => expect(store.getState().session.counters.messages).toBe(before + 1), { timeout: 3000 });
  });

  it('[RT-21] tapping a message toast opens the chat; a merged one the message list; a visit the profile', async () => {
    const user = userEvent.setup();
    const { notifications, router } = await startAs();
    act(() => notifications.emit('message', msg(40, 'Tincho')));
    await user.click(within(await screen.findByTestId('toast')).getByText('Te envió un mensaje'));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=message-view&id=40'));
    await act(() => router.navigate('/message-sent'));
    act(() => notifications.emit('message', msg(41, 'Juan')));
    act(() => notifications.emit('message', msg(42, 'Pedro')));
    await user.click(within(await screen.findByTestId('toast')).getByText('2 nuevos mensajes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message-received'));
    await act(() => router.navigate('/message-sent'));
    act(() => notifications.emit('visit', msg(43, 'Caro')));
    await user.click(within(await screen.findByTestId('toast')).getByText('Visito tu perfil'));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=profile-view&id=43'));
  });

  it('[RT-18] a toast holds type, id, nickname, image, gender, hasImage and pending', () => {
    const n: RealtimeNotice = {
      userId: 7,
      nickname: 'Ana',
      gender: 2,
      image: 'a.webp',
      text: 'x',
      messageType: 1,
      timestamp: 0,
      messageId: null,
    };
    const r = mergeToast({ kind: null, ids: [] }, 'message', n);
    expect(r.change === 'show' && r.toast).toMatchObject({
      type: 'message',
      id: 7,
      nickname: 'Ana',
      image: 'a.webp',
      gender: 2,
      hasImage: true,
      pending: 1,
    });
  });

  it('[RT-19] a toast shows only while the toast queue holds exactly one entry', async () => {
    const { store, notifications } = await startAs();
    act(() => notifications.emit('message', msg(40, 'Tincho')));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Tincho');
    const [one] = selectToasts(store.getState());
    if (!one) throw new Error('no toast queued');
    act(() => {
      store.dispatch(toastReplaced([one, { ...one, id: 41, nickname: 'Rulo' }]));
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(toastReplaced([{ ...one, id: 41, nickname: 'Rulo' }]));
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Rulo');
    act(() => {
      store.dispatch(toastReplaced([]));
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('[RT-20] the toast hides by itself after 0.4 s + 5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { notifications } = await startAs();
      act(() => notifications.emit('message', msg(40, 'Tincho')));
      await waitFor(() => expect(screen.getByTestId('toast')).toBeInTheDocument());
      act(() => jest.advanceTimersByTime(5300));
      expect(screen.getByTestId('toast')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('match and promotions', () => {
  it('[RT-11] [RT-12] a match opens "¡Se gustan!" with a button to send a message, which opens the chat', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const user = userEvent.setup();
    const { notifications, router } = await startAs();
    act(() => notifications.emit('match', msg(40, 'Tincho')));
    const modal = await screen.findByTestId('match-modal');
    expect(within(modal).getByText('¡Se gustan!')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=message-view&id=40'));
  });

  it('[SHELL-31] [RT-11] an open match modal closes on Back or a saga navigating, and that navigation is stopped', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { notifications, router, store } = await startAs('/dashboard-recent');
    await act(() => router.navigate('/message-sent'));
    act(() => notifications.emit('match', msg(40, 'Tincho')));
    await screen.findByTestId('match-modal');
    await act(() => router.navigate(-1)); // Back
    await waitFor(() => expect(screen.queryByTestId('match-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/message-sent');
    act(() => notifications.emit('match', msg(41, 'Juan')));
    await screen.findByTestId('match-modal');
    act(() => {
      store.dispatch(navigationRequested({ to: '/my-account' })); // a saga navigates underneath
    });
    await waitFor(() => expect(screen.queryByTestId('match-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/message-sent');
  });

  it('[SHELL-31] [RT-13] an open promo modal closes on Back or a link, and that navigation is stopped', async () => {
    const { notifications, router } = await startAs('/dashboard-recent');
    await act(() => router.navigate('/message-sent'));
    const promo = { action: 'mkt-pushes', imageMobile: 'http://localhost:8081/img/promo.png', linkMobile: '{paywall}?promo=6' };
    act(() => notifications.emit('system', promo));
    await screen.findByTestId('promo-modal');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('promo-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/message-sent');
    act(() => notifications.emit('system', promo));
    await screen.findByTestId('promo-modal');
    await act(() => router.navigate('/my-profile'));
    await waitFor(() => expect(screen.queryByTestId('promo-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/message-sent');
  });

  it('[RT-13] [RT-14] a system image-upload event opens the promo image; GA impression and click; a paywall link opens the paywall', async () => {
    const user = userEvent.setup();
    const { notifications, router } = await startAs();
    const w = window as unknown as { dataLayer?: { event: string }[] };
    w.dataLayer = [];
    act(() => notifications.emit('system', { action: 'other-thing', imageMobile: 'http://x/a.png' }));
    act(() =>
      notifications.emit('system', {
        action: 'image-upload',
        imageMobile: 'http://localhost:8081/img/promo.png',
        linkMobile: '{paywall}?promo=ABC',
        analytics: { ga: { impression: 'promo_view', click: 'promo_click' } },
      }),
    );
    const modal = await screen.findByTestId('promo-modal');
    expect(w.dataLayer).toEqual([{ event: 'promo_view' }]);
    await user.click(within(modal).getByRole('button', { name: 'Ver promoción' }));
    expect(w.dataLayer).toEqual([{ event: 'promo_view' }, { event: 'promo_click' }]);
    await waitFor(() => expect(router.state.location.search).toContain('modal=pay-wall'));
  });

  it("[RT-14] promo links are followed to the app, the paywall, recomendados or the server's https link on any host; never javascript: or credentials", () => {
    expect(promoTarget('/likes-received', 'http://app')).toEqual({ kind: 'path', to: '/likes-received' });
    expect(promoTarget('https://flechazo.ar/recomendados', 'http://app')).toEqual({ kind: 'path', to: '/recomendados' });
    expect(promoTarget('https://ayuda.flechazo.ar/x', 'http://app')).toEqual({ kind: 'external', url: 'https://ayuda.flechazo.ar/x' });
    expect(promoTarget('https://promos.proveedor.example/verano', 'http://app')).toEqual({
      kind: 'external',
      url: 'https://promos.proveedor.example/verano',
    });
    expect(promoTarget('javascript:alert(1)', 'http://app')).toEqual({ kind: 'none' });
    expect(promoTarget('https://user:pw@evil.example/x', 'http://app')).toEqual({ kind: 'none' });
    expect(promoTarget('data:text/html,<script>alert(1)</script>', 'http://app')).toEqual({ kind: 'none' });
    // Plain http only where the configuration allows it (development and the demo API, never production).
    expect(promoTarget('http://promos.proveedor.example/x', 'https://app')).toEqual(
      config.urls.allowHttp ? { kind: 'external', url: 'http://promos.proveedor.example/x' } : { kind: 'none' },
    );
    expect(promoTarget('{paywall}', 'http://app')).toEqual({ kind: 'paywall', promo: null });
  });

  it.each([
    ['on the API host', `${config.apiBaseUrl}/promo/verano`],
    ["on the app's own site (its terms page)", config.termsUrl],
    ["on the app's own site (its help centre)", config.helpCenterUrl],
    ['on another https host', 'https://promos.proveedor.example/verano'],
  ])('[RT-13][RT-14][OPEN-30] tapping a promo whose link is %s opens it in a new tab: the server sent it', async (_where, link) => {
    const user = userEvent.setup();
    const { notifications, browser } = await startAs();
    act(() => notifications.emit('system', { action: 'mkt-pushes', imageMobile: 'http://localhost:8081/img/promo.png', linkMobile: link }));
    const modal = await screen.findByTestId('promo-modal');
    await user.click(within(modal).getByRole('button', { name: 'Ver promoción' }));
    await waitFor(() => expect(browser.opened).toEqual([{ url: new URL(link).href, name: '_blank', features: 'noopener' }]));
    await waitFor(() => expect(screen.queryByTestId('promo-modal')).not.toBeInTheDocument());
  });

  it('[RT-14] tapping a promo whose link is javascript: opens nothing and closes the promo', async () => {
    const user = userEvent.setup();
    const { notifications, browser, router } = await startAs();
    act(() =>
      notifications.emit('system', {
        action: 'mkt-pushes',
        imageMobile: 'http://localhost:8081/img/promo.png',
        linkMobile: 'javascript:alert(1)',
      }),
    );
    const modal = await screen.findByTestId('promo-modal');
    await user.click(within(modal).getByRole('button', { name: 'Ver promoción' }));
    await waitFor(() => expect(screen.queryByTestId('promo-modal')).not.toBeInTheDocument());
    expect(browser.opened).toEqual([]);
    expect(router.state.location.pathname).toBe('/message-sent');
  });
});

describe('confetti', () => {
  it('[RT-12] fires 100 pieces, one every 30 ms', () => {
    jest.useFakeTimers();
    try {
      const fire = jest.fn();
      startConfetti(fire);
      jest.advanceTimersByTime(30 * 50);
      expect(fire).toHaveBeenCalledTimes(50);
      jest.advanceTimersByTime(30 * 60);
      expect(fire).toHaveBeenCalledTimes(100);
      expect(fire.mock.calls.every(([o]) => (o as { particleCount: number }).particleCount === 1)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('[RT-12] [AUTH-57] the confetti takes the theme colours (not the library default blue)', () => {
    const root = document.documentElement;
    root.style.setProperty('--c-primary', '#2563eb');
    root.style.setProperty('--c-accent', '#38bdf8');
    try {
      const colors = themeConfettiColors();
      expect(colors).toEqual(expect.arrayContaining(['#2563eb', '#38bdf8']));
    } finally {
      root.style.removeProperty('--c-primary');
      root.style.removeProperty('--c-accent');
    }
  });

  it('[RT-12] honours reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as unknown as typeof window.matchMedia;
    try {
      expect(prefersReducedMotion()).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('presence and typing in the conversation', () => {
  async function openChat() {
    const app = await startAs('/message-sent?modal=message-view&id=40');
    await screen.findByTestId('message-view');
    await waitFor(() => expect(app.client.channels.has('presence-chat-5.40')).toBe(true));
    return { ...app, chat: app.client.channel('presence-chat-5.40'), presence: app.client.channel('presence-chat-5.40') };
  }

  it('[RT-15] subscription succeeded with the other member, member removed and added drive "Online"', async () => {
    const { presence } = await openChat();
    const status = screen.getByTestId('chat-status');
    act(() =>
      presence.emit('pusher:subscription_succeeded', {
        each: (cb: (m: { id: string }) => void) => [{ id: '5' }, { id: '40' }].forEach(cb),
      }),
    );
    await waitFor(() => expect(status).toHaveTextContent('Online'));
    act(() => presence.emit('pusher:member_removed', { id: '40' }));
    await waitFor(() => expect(status).toHaveTextContent(''));
    expect(status).not.toHaveTextContent('Online');
    act(() => presence.emit('pusher:member_added', { id: '40' }));
    await waitFor(() => expect(status).toHaveTextContent('Online'));
  });

  it('[RT-16] client-typing shows "Escribiendo..." and resets after 3 s', async () => {
    const { chat } = await openChat();
    const started = Date.now();
    act(() => chat.emit('client-typing', { status: true }));
    expect(screen.getByTestId('chat-status')).toHaveTextContent('Escribiendo...');
    await act(() => new Promise((r) => setTimeout(r, 2500)));
    expect(screen.getByTestId('chat-status')).toHaveTextContent('Escribiendo...');
    await waitFor(() => expect(screen.getByTestId('chat-status')).not.toHaveTextContent('Escribiendo...'), { timeout: 1500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  it('[RT-07] [MSG-33] [RT-09] a message sent while its author is still typing reaches the open conversation at once', async () => {
    const { chat, notifications } = await openChat();
    const view = screen.getByTestId('message-view');
    const status = screen.getByTestId('chat-status');
    const { addMessage } = await import('@/mocks/db');
    const { id } = addMessage(40, 5, 'Hola tipeado');
    const started = Date.now();
    // Pusher's order when a member types 'Hola' and presses Enter at once: typing true, the message, typing false.
    act(() => chat.emit('client-typing', { status: true }));
    expect(status).toHaveTextContent('Escribiendo...');
    await act(() => new Promise((r) => setTimeout(r, 100)));
    act(() => notifications.emit('message', msg(40, 'Tincho', { id, message: 'Hola tipeado' })));
    act(() => chat.emit('client-typing', { status: false }));
    // Both handled inside the 3 s typing window (the loop used to block on the reset and drop them).
    expect(within(view).getByText('Hola tipeado')).toBeInTheDocument();
    expect(status).not.toHaveTextContent('Escribiendo...');
    expect(Date.now() - started).toBeLessThan(1000);
    // RT-09: no toast for the open chat; later events keep flowing (typing again, and its own reset).
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => chat.emit('client-typing', { status: true }));
    expect(status).toHaveTextContent('Escribiendo...');
    // The REST confirmation that follows (MSG-33 catch-up) does not duplicate the bubble.
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(within(view).getAllByText('Hola tipeado')).toHaveLength(1);
  });

  it('[RT-17] own typing is reported true, then false after 2 s idle, on an empty input and after sending', async () => {
    const { chat } = await openChat();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Escribí un mensaje' });
    await user.type(box, 'Ho');
    const sent = () => chat.triggered.filter((t) => t.event === 'client-typing').map((t) => (t.data as { status: boolean }).status);
    expect(sent()).toEqual([true]);
    await user.clear(box);
    expect(sent()).toEqual([true, false]);
    await user.type(box, 'Hola');
    expect(sent()).toEqual([true, false, true]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toEqual([true, false, true, false]));
    await user.type(box, 'a');
    expect(sent()).toEqual([true, false, true, false, true]);
    await waitFor(() => expect(sent()).toEqual([true, false, true, false, true, false]), { timeout: 3000 });
  });
});
