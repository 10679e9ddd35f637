/** The realtime client's small interface (pusher-client.ts and the worker's bridge implement it). */
export interface RtMembers {
  each(cb: (member: { id: string }) => void): void;
  me?: { id: string } | null;
}

export interface RtChannel {
  bind(event: string, cb: (data: unknown) => void): void;
  trigger(event: string, data: unknown): boolean;
  members?: RtMembers;
}

export interface RtConnection {
  state: string;
  bind(event: string, cb: (data: unknown) => void): void;
}

export interface RtClient {
  connection: RtConnection;
  subscribe(channel: string): RtChannel;
  unsubscribe(channel: string): void;
  disconnect(): void;
  /**
   * The bearer token for every channel authorisation from now on (RT-01), the re-subscriptions after a
   * reconnect included: a relog hands out a new one (tokensRefreshed) while the connection stays up.
   */
  setToken(token: string): void;
}

export interface RtOptions {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number | null;
  forceTLS: boolean;
  authEndpoint: string;
  token: string;
}

export type RtClientFactory = (o: RtOptions) => Promise<RtClient>;
