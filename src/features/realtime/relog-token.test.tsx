/**
 * Issue 41: the realtime connection keeps running across a relog (401 token_expired → POST /relog →
 * tokensRefreshed), so its channel authorisations must use the new bearer token: a chat opened after
 * the relog, and every re-subscription pusher-js makes after a reconnect, without a reload. Runs the
 * whole app (store, sagas, routes, demo API) with the realtime worker's bridge over a MessageChannel and
 * a pusher-js stand-in on the worker's side that authorises channels as pusher-js does (its static
 * `headers`, then `headersProvider()`), on subscribe and again on every (re)connection.
 */
import { act, waitFor } from '@testing-library/react';
import type { Options } from 'pusher-js';
import { renderApp, signInStored } from '@/test/utils';
import { forceNext, SLOW } from '@/test/requests';
import { inertFactory, setRealtimeClientFactory } from './pusher-client';
import { channelBridge } from './tests/channel-bridge';

type Cb = (data: unknown) => void;
class Emitter {
  private readonly cbs = new Map<string, Cb[]>();
  bind(event: string, cb: Cb) {
    this.cbs.set(event, [...(this.cbs.get(event) ?? []), cb]);
  }
  emit(event: string, data?: unknown) {
    for (const cb of this.cbs.get(event) ?? []) cb(data);
  }
  trigger() {
    return true;
  }
}

/** What pusher-js sends its auth endpoint, per channel, in order. */
interface Authorisation {
  channel: string;
  authorization: unknown;
}

class AuthorisingPusher {
  static last: AuthorisingPusher | null = null;
  readonly authorisations: Authorisation[] = [];
  readonly channels = new Map<string, Emitter>();
  readonly connection = Object.assign(new Emitter(), { state: 'initialized' });
  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    AuthorisingPusher.last = this;
  }
  /** As pusher-js's auth request: the static headers, then the provider's (which win). */
  private authorise(channel: string) {
    const a = this.options.channelAuthorization as { headers?: Record<string, unknown>; headersProvider?: () => Record<string, unknown> };
    const headers = { ...(a.headers ?? {}), ...(a.headersProvider?.() ?? {}) };
    this.authorisations.push({ channel, authorization: headers.Authorization });
  }
  subscribe(name: string) {
    const c = new Emitter();
    this.channels.set(name, c);
    if (this.connection.state === 'connected') this.authorise(name);
    return c;
  }
  unsubscribe(name: string) {
    this.channels.delete(name);
  }
  disconnect() {}
  /** A state change; on (re)connection pusher-js (re)subscribes, so authorises, every channel. */
  setState(current: string) {
    const previous = this.connection.state;
    this.connection.state = current;
    this.connection.emit('state_change', { previous, current });
    if (current === 'connected') for (const name of this.channels.keys()) this.authorise(name);
  }
}

const bridges: { close(): void }[] = [];
beforeEach(() => {
  AuthorisingPusher.last = null;
  setRealtimeClientFactory((o) => {
    const b = channelBridge(AuthorisingPusher, o);
    bridges.push(b);
    return b.client;
  });
});
afterEach(() => {
  setRealtimeClientFactory(inertFactory);
  bridges.splice(0).forEach((b) => b.close());
});

const pusher = () => AuthorisingPusher.last as AuthorisingPusher;

describe('realtime channel authorisation after a relog (issue 41)', () => {
  it.each([
    ['no relog: the login token', false],
    ['after a relog (401 token_expired, POST /relog): the new token', true],
  ])(
    '[RT-01] [RT-03] [API-05] channels are authorised with the current bearer token (%s): a chat opened now and every re-subscription after a reconnect',
    async (_what, relog) => {
      const auth = await signInStored('valentina');
      const { router, store } = renderApp('/message-sent');
      await waitFor(() => expect(AuthorisingPusher.last).not.toBeNull(), SLOW);
      act(() => pusher().setState('connected'));
      await waitFor(() => expect(pusher().authorisations.map((a) => a.channel)).toContain('private-notifications-5'));
      expect(pusher().authorisations[0]?.authorization).toBe(`Bearer ${auth.token}`);

      let current = auth.token;
      if (relog) {
        // A call meets token_expired: the app relogs and repeats it, with the connection still up.
        await forceNext('token_expired', '/v1/user/matches');
        await act(() => router.navigate('/likes-received'));
        await waitFor(() => expect(store.getState().session.token).not.toBe(auth.token), SLOW);
        current = store.getState().session.token ?? '';
      }
      expect(pusher().authorisations.length).toBe(1); // the same connection: no reload, no new client

      // A conversation opened now: its chat channel is authorised with the current token.
      await act(() => router.navigate('/message-sent?modal=message-view&id=40'));
      await waitFor(() => expect(pusher().authorisations.map((a) => a.channel)).toContain('presence-chat-5.40'), SLOW);
      expect(pusher().authorisations.find((a) => a.channel === 'presence-chat-5.40')?.authorization).toBe(`Bearer ${current}`);

      // The connection drops and comes back: pusher-js re-subscribes every channel, with the current token.
      const before = pusher().authorisations.length;
      act(() => pusher().setState('unavailable'));
      act(() => pusher().setState('connected'));
      const again = pusher().authorisations.slice(before);
      expect(again.map((a) => a.channel).sort()).toEqual(['presence-chat-5.40', 'private-notifications-5']);
      expect(again.map((a) => a.authorization)).toEqual([`Bearer ${current}`, `Bearer ${current}`]);
    },
  );
});
