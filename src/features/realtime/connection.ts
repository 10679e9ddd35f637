/**
 * One realtime connection's channel bookkeeping, independent of redux: it turns Pusher events into
 * plain RtEvents handed to `emit` (the saga wraps it in an eventChannel).
 */
import { safeServerUrl } from '@/shared/lib/safe-url';
import { genderId, id as idOf, isRecord, num as wireNum, str } from '@/shared/lib/wire';
import type { RealtimeNotice, PromoPush } from './actions';
import { carriesPresence, chatChannelName } from './channels';
import type { RtChannel, RtClient } from './pusher-client';

export type RtEvent =
  | { kind: 'state'; previous: string; current: string }
  | { kind: 'reconnected' }
  | { kind: 'message' | 'visit' | 'match'; notice: RealtimeNotice }
  | { kind: 'promo'; promo: PromoPush }
  | { kind: 'presence'; userId: number; online: boolean }
  | { kind: 'typing'; userId: number; typing: boolean };

const PROMO_ACTIONS = new Set(['image-upload', 'mkt-pushes']);

/** An event's data (an object, or its JSON text); anything else is an empty object. */
function parse(data: unknown): Record<string, unknown> {
  let v = data;
  if (typeof data === 'string') {
    try {
      v = JSON.parse(data);
    } catch {
      return {};
    }
  }
  return isRecord(v) ? v : {};
}

const num = (v: unknown, d = 0) => wireNum(v, d);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Below this a numeric timestamp is read as seconds: 1e11 ms is March 1973, 1e11 s is the year 5138,
 * so no date a message can carry is ambiguous.
 */
const SECONDS_BELOW = 1e11;
/** The latest instant a Date can hold (ms): beyond it toISOString() throws. */
const MAX_DATE_MS = 8.64e15;

/**
 * RT-06's `timestamp` in milliseconds. The realtime contract leaves its type unstated (x-type:
 * unstated): Unix seconds or milliseconds (a number or its digits) by magnitude, or a date text the
 * browser reads; anything else, or a date no Date can hold, is the arrival time.
 */
function eventTime(v: unknown, now = Date.now()): number {
  const n = wireNum(v, NaN);
  const ms = Number.isFinite(n) ? (Math.abs(n) < SECONDS_BELOW ? n * 1000 : n) : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(ms) && ms > 0 && ms <= MAX_DATE_MS ? ms : now;
}

/** RT-06: sender iduser, apodo, sexo, imagen; message, messageType, timestamp. */
export function toNotice(data: unknown): RealtimeNotice | null {
  const d = parse(data);
  const userId = idOf(d.iduser);
  if (userId === null) return null;
  const type = num(d.messageType, 1);
  return {
    userId,
    nickname: text(d.apodo),
    gender: genderId(d.sexo),
    image: text(d.imagen),
    text: text(d.message),
    messageType: ([1, 2, -1, 3, 4].includes(type) ? type : 1) as RealtimeNotice['messageType'],
    timestamp: eventTime(d.timestamp),
    messageId: idOf(d.id),
  };
}

export function toPromo(data: unknown): PromoPush | null {
  const d = parse(data);
  // The system's image is the server's decision: https on any host (safe-url.ts safeServerUrl), never an
  // unsafe URL; the link is checked when it is followed (promo.ts).
  const imageMobile = safeServerUrl(d.imageMobile);
  if (!PROMO_ACTIONS.has(str(d.action)) || !imageMobile) return null;
  const ga = isRecord(d.analytics) && isRecord(d.analytics.ga) ? d.analytics.ga : {};
  return {
    imageMobile,
    linkMobile: str(d.linkMobile),
    gaImpression: str(ga.impression) || null,
    gaClick: str(ga.click) || null,
  };
}

interface OpenChat {
  chat: string;
  channel: RtChannel;
}

export class RealtimeConnection {
  private readonly chats = new Map<number, OpenChat>();
  private connectedOnce = false;
  private droppedSinceConnected = false;

  constructor(
    private readonly client: RtClient,
    private readonly emit: (e: RtEvent) => void,
    private readonly meId: number,
    private readonly chatPrefix: string,
    notificationsChannel: string,
  ) {
    client.connection.bind('state_change', (raw) => {
      const s = raw as { previous: string; current: string };
      this.emit({ kind: 'state', previous: s.previous, current: s.current });
      if (s.current === 'connected') {
        if (this.connectedOnce && this.droppedSinceConnected) this.emit({ kind: 'reconnected' });
        this.connectedOnce = true;
        this.droppedSinceConnected = false;
      } else if (this.connectedOnce) {
        this.droppedSinceConnected = true;
      }
    });
    const n = client.subscribe(notificationsChannel);
    for (const kind of ['message', 'visit', 'match'] as const) {
      n.bind(kind, (data) => {
        const notice = toNotice(data);
        if (notice) this.emit({ kind, notice });
      });
    }
    n.bind('system', (data) => {
      const promo = toPromo(data);
      if (promo) this.emit({ kind: 'promo', promo });
    });
  }

  openChat(otherId: number): void {
    if (this.chats.has(otherId)) return;
    const chat = chatChannelName(this.chatPrefix, this.meId, otherId);
    const channel = this.client.subscribe(chat);
    channel.bind('client-typing', (data) => {
      const d = parse(data);
      this.emit({ kind: 'typing', userId: otherId, typing: d.status === true || d.status === 'true' });
    });
    this.chats.set(otherId, { chat, channel });
    // Online state: the presence events of the chat channel itself (realtime contract), nothing else.
    if (!carriesPresence(chat)) return;
    const p = channel;
    const other = String(otherId);
    p.bind('pusher:subscription_succeeded', (members) => {
      let online = false;
      (members as { each?: (cb: (m: { id: string }) => void) => void } | undefined)?.each?.((m) => {
        if (String(m.id) === other) online = true;
      });
      this.emit({ kind: 'presence', userId: otherId, online });
    });
    p.bind('pusher:member_added', (m) => {
      if (String((m as { id?: unknown }).id) === other) this.emit({ kind: 'presence', userId: otherId, online: true });
    });
    p.bind('pusher:member_removed', (m) => {
      if (String((m as { id?: unknown }).id) === other) this.emit({ kind: 'presence', userId: otherId, online: false });
    });
  }

  closeChat(otherId: number): void {
    const open = this.chats.get(otherId);
    if (!open) return;
    this.client.unsubscribe(open.chat);
    this.chats.delete(otherId);
  }

  /** client-typing on the chat channel (RT-17); false when the channel is not subscribed yet. */
  sendTyping(otherId: number, typing: boolean): boolean {
    const open = this.chats.get(otherId);
    if (!open) return false;
    try {
      // Only what the realtime contract names for client-typing: {status}.
      return open.channel.trigger('client-typing', { status: typing });
    } catch {
      return false;
    }
  }

  dispose(): void {
    for (const id of [...this.chats.keys()]) this.closeChat(id);
    this.client.disconnect();
  }
}
