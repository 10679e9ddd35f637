/**
 * A Pusher Channels stand-in speaking the Pusher WebSocket protocol (v7) over `ws`, so the real
 * pusher-js client (wsHost/wsPort pointed here, forceTLS false) works against the demo API offline.
 *
 * Supported: connection_established with socket_id and activity_timeout, ping/pong, subscribe and
 * unsubscribe on public, private- and presence- channels (auth HMAC verified, presence member
 * lists with member_added/member_removed), client events (client-*) relayed to the other
 * subscribers of private/presence channels, and server events through trigger().
 * Not supported: encrypted channels, user sign-in, watchlists, subscription counts.
 *
 * Protocol reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { PUSHER_APP_KEY } from '../config';
import { channelKind, stringToSign, verifyChannelAuth } from '../pusher-auth';

export interface PusherDoubleOptions {
  appKey?: string;
  /** Seconds; sent to clients, which ping after this much silence. */
  activityTimeout?: number;
  /** Called for protocol problems worth a log line (bad auth, rejected client events). */
  log?: (line: string) => void;
  /**
   * Sees what crosses the double, for the realtime contract checks (node/app.ts): the client's
   * subscriptions and client events, and the server's events (triggered, and presence events).
   */
  audit?: (kind: 'subscribe' | 'client event' | 'server event', channel: string, event: string, data: unknown) => void;
}

interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  /** channel -> presence identity (undefined for public/private channels) */
  channels: Map<string, PresenceMember | undefined>;
}

interface Envelope {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

const APP_PATH = /^\/app\/([^/?#]+)/;

export class PusherDouble {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly connections = new Set<Connection>();
  private readonly appKey: string;
  private readonly activityTimeout: number;
  private readonly log: (line: string) => void;
  private readonly audit: NonNullable<PusherDoubleOptions['audit']>;
  private nextSocket = 1;

  constructor(options: PusherDoubleOptions = {}) {
    this.appKey = options.appKey ?? PUSHER_APP_KEY;
    this.activityTimeout = options.activityTimeout ?? 120;
    this.log = options.log ?? (() => {});
    this.audit = options.audit ?? (() => {});
  }

  /** Takes over WebSocket upgrades to /app/:key on an HTTP server (other upgrades are refused). */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = APP_PATH.exec(request.url ?? '');
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, decodeURIComponent(match[1] ?? '')));
    });
  }

  /** Sends a server event to every subscriber of the channel; returns how many sockets got it. */
  trigger(channel: string, event: string, data: unknown): number {
    this.audit('server event', channel, event, data);
    let delivered = 0;
    for (const connection of this.subscribersOf(channel)) {
      this.send(connection, { event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) });
      delivered++;
    }
    return delivered;
  }

  /** Channel -> number of subscribed sockets (for tests and diagnostics). */
  channelSizes(): Record<string, number> {
    const sizes: Record<string, number> = {};
    for (const connection of this.connections) for (const channel of connection.channels.keys()) sizes[channel] = (sizes[channel] ?? 0) + 1;
    return sizes;
  }

  /** Cuts every connection at once (a dropped network, for the chaos journey); returns how many. */
  dropAll(): number {
    const all = [...this.connections];
    for (const connection of all) {
      this.drop(connection);
      connection.socket.terminate();
    }
    return all.length;
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  // ---- connection lifecycle -------------------------------------------------------------------

  private accept(socket: WebSocket, key: string): void {
    if (key !== this.appKey) {
      // What Pusher does for an unknown key: an error, then close code 4001 (client will not retry).
      socket.send(
        JSON.stringify({
          event: 'pusher:error',
          data: { code: 4001, message: `App key ${key} not in this cluster. Did you forget to specify the cluster?` },
        }),
      );
      socket.close(4001, 'App key not in use');
      return;
    }
    const connection: Connection = { socket, socketId: `${process.pid % 100000}.${this.nextSocket++}`, channels: new Map() };
    this.connections.add(connection);
    socket.on('message', (raw) => this.onMessage(connection, raw));
    socket.on('close', () => this.drop(connection));
    socket.on('error', () => this.drop(connection));
    this.send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: this.activityTimeout }),
    });
  }

  private drop(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of [...connection.channels.keys()]) this.leave(connection, channel);
  }

  private onMessage(connection: Connection, raw: RawData): void {
    let message: Envelope;
    try {
      message = JSON.parse(rawText(raw)) as Envelope;
      if (!message || typeof message.event !== 'string') throw new Error('no event');
    } catch {
      this.error(connection, null, 'Invalid message format');
      return;
    }
    const data = typeof message.data === 'string' ? safeJson(message.data) : message.data;
    switch (message.event) {
      case 'pusher:ping':
        this.send(connection, { event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, (data ?? {}) as Record<string, unknown>);
        return;
      case 'pusher:unsubscribe': {
        const channel = (data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') this.leave(connection, channel);
        return;
      }
      default:
        if (message.event.startsWith('client-')) this.relayClientEvent(connection, message.event, message.channel, message.data);
    }
  }

  // ---- subscriptions --------------------------------------------------------------------------

  private subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel) {
      this.error(connection, null, 'Missing channel name in subscribe');
      return;
    }
    this.audit('subscribe', channel, 'pusher:subscribe', data);
    const kind = channelKind(channel);
    if (kind === 'encrypted') {
      this.error(connection, null, `Encrypted channels are not supported by the demo: ${channel}`);
      return;
    }
    let member: PresenceMember | undefined;
    if (kind === 'private' || kind === 'presence') {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      const channelData = kind === 'presence' && typeof data.channel_data === 'string' ? data.channel_data : undefined;
      if (!verifyChannelAuth(auth, connection.socketId, channel, channelData)) {
        this.log(`pusher double: bad auth for ${channel} (socket ${connection.socketId})`);
        this.error(
          connection,
          null,
          `Invalid signature: Expected HMAC SHA256 hex digest of ${stringToSign(connection.socketId, channel, channelData)}, but got ${auth}`,
        );
        return;
      }
      if (kind === 'presence') {
        const parsed =
          channelData === undefined ? undefined : (safeJson(channelData) as { user_id?: unknown; user_info?: unknown } | undefined);
        if (!parsed || (typeof parsed.user_id !== 'string' && typeof parsed.user_id !== 'number')) {
          this.error(connection, null, `Invalid channel_data for ${channel}: user_id required`);
          return;
        }
        member = { userId: String(parsed.user_id), userInfo: parsed.user_info ?? {} };
      }
    }

    const wasMember = member ? this.presenceHas(channel, member.userId, connection) : true;
    connection.channels.set(channel, member);
    if (member) this.audit('server event', channel, 'pusher_internal:subscription_succeeded', { presence: this.presenceOf(channel) });
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(member ? { presence: this.presenceOf(channel) } : {}),
    });
    // Others learn about a presence member once, when its first socket joins.
    if (member && !wasMember) {
      this.audit('server event', channel, 'pusher_internal:member_added', { user_id: member.userId, user_info: member.userInfo });
      for (const other of this.subscribersOf(channel)) {
        if (other !== connection)
          this.send(other, {
            event: 'pusher_internal:member_added',
            channel,
            data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo }),
          });
      }
    }
  }

  private leave(connection: Connection, channel: string): void {
    if (!connection.channels.has(channel)) return;
    const member = connection.channels.get(channel);
    connection.channels.delete(channel);
    // ... and that it left once its last socket is gone.
    if (member && !this.presenceHas(channel, member.userId, connection)) {
      this.audit('server event', channel, 'pusher_internal:member_removed', { user_id: member.userId });
      for (const other of this.subscribersOf(channel))
        this.send(other, { event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: member.userId }) });
    }
  }

  private relayClientEvent(connection: Connection, event: string, channel: string | undefined, data: unknown): void {
    if (!channel || !connection.channels.has(channel)) {
      this.error(connection, null, `Client event rejected - not subscribed to channel ${channel ?? ''}`);
      return;
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      this.error(connection, null, 'Client event rejected - only supported on private and presence channels');
      return;
    }
    this.audit('client event', channel, event, typeof data === 'string' ? safeJson(data) : data);
    const member = connection.channels.get(channel);
    const envelope: Envelope = { event, channel, data: typeof data === 'string' ? data : JSON.stringify(data ?? {}) };
    if (member) envelope.user_id = member.userId;
    for (const other of this.subscribersOf(channel)) if (other !== connection) this.send(other, envelope);
  }

  // ---- helpers --------------------------------------------------------------------------------

  private subscribersOf(channel: string): Connection[] {
    return [...this.connections].filter((c) => c.channels.has(channel));
  }

  /** Whether the user is on the channel through some socket other than `except`. */
  private presenceHas(channel: string, userId: string, except: Connection): boolean {
    return this.subscribersOf(channel).some((c) => c !== except && c.channels.get(channel)?.userId === userId);
  }

  private presenceOf(channel: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const hash: Record<string, unknown> = {};
    for (const c of this.subscribersOf(channel)) {
      const member = c.channels.get(channel);
      if (member) hash[member.userId] = member.userInfo;
    }
    const ids = Object.keys(hash);
    return { ids, hash, count: ids.length };
  }

  private error(connection: Connection, code: number | null, message: string): void {
    this.send(connection, { event: 'pusher:error', data: { code, message } });
  }

  private send(connection: Connection, envelope: Envelope): void {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(envelope));
  }
}

/** ws hands frames over as a Buffer, an ArrayBuffer or fragments. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
