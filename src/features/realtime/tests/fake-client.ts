/**
 * A fake Pusher client for jest (the adapter's test double): records subscriptions and client events,
 * and lets a test deliver server events, presence changes and connection state changes.
 */
import type { RtChannel, RtClient, RtClientFactory, RtOptions } from '../pusher-client';

type Cb = (data: unknown) => void;

export class FakeChannel implements RtChannel {
  readonly handlers = new Map<string, Cb[]>();
  readonly triggered: { event: string; data: unknown }[] = [];
  constructor(readonly name: string) {}
  bind(event: string, cb: Cb): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), cb]);
  }
  trigger(event: string, data: unknown): boolean {
    this.triggered.push({ event, data });
    return true;
  }
  emit(event: string, data: unknown): void {
    for (const cb of this.handlers.get(event) ?? []) cb(data);
  }
}

export class FakeClient implements RtClient {
  readonly channels = new Map<string, FakeChannel>();
  readonly unsubscribed: string[] = [];
  disconnected = false;
  private readonly stateHandlers: Cb[] = [];
  connection = {
    state: 'connecting',
    bind: (event: string, cb: Cb) => {
      if (event === 'state_change') this.stateHandlers.push(cb);
    },
  };
  constructor(readonly options: RtOptions) {}
  subscribe(name: string): FakeChannel {
    const c = this.channels.get(name) ?? new FakeChannel(name);
    this.channels.set(name, c);
    return c;
  }
  unsubscribe(name: string): void {
    this.unsubscribed.push(name);
    this.channels.delete(name);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  /** The tokens handed over after the connection started (a relog), newest last. */
  readonly tokens: string[] = [];
  setToken(token: string): void {
    this.tokens.push(token);
  }
  setState(current: string): void {
    const previous = this.connection.state;
    this.connection.state = current;
    for (const cb of this.stateHandlers) cb({ previous, current });
  }
  channel(name: string): FakeChannel {
    const c = this.channels.get(name);
    if (!c) throw new Error(`not subscribed to ${name}; subscribed: ${[...this.channels.keys()].join(', ')}`);
    return c;
  }
}

/** A factory that hands out FakeClients and remembers them (newest last). */
export function fakeFactory(): RtClientFactory & { clients: FakeClient[] } {
  const clients: FakeClient[] = [];
  const f = ((o: RtOptions) => {
    const c = new FakeClient(o);
    clients.push(c);
    return Promise.resolve(c);
  }) as unknown as RtClientFactory & { clients: FakeClient[] };
  f.clients = clients;
  return f;
}
