/**
 * One realtime connection's channel bookkeeping, independent of redux: it turns Pusher events into
 * plain RtEvents handed to `emit` (the saga wraps it in an eventChannel).
 */
import type { ApiRealtimeEventJson, ApiSystemEventJson } from '@/api/types/messages';
import type { RealtimeNotice, PromoPush } from './actions';
import { chatChannelName, presenceChannelName } from './channels';
import type { RtChannel, RtClient } from './pusher-client';

export type RtEvent =
  | { kind: 'state'; previous: string; current: string }
  | { kind: 'reconnected' }
  | { kind: 'message' | 'visit' | 'match'; notice: RealtimeNotice }
  | { kind: 'promo'; promo: PromoPush }
  | { kind: 'presence'; userId: number; online: boolean }
  | { kind: 'typing'; userId: number; typing: boolean };

const PROMO_ACTIONS = new Set(['image-upload', 'mkt-pushes']);

function parse(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const v: unknown = JSON.parse(data);
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

const num = (v: unknown, d = 0) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : d;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** RT-06: sender iduser, apodo, sexo, imagen; message, messageType, timestamp. */
export function toNotice(data: unknown): RealtimeNotice | null {
  const d = parse(data) as Partial<ApiRealtimeEventJson> & Record<string, unknown>;
  const userId = num(d.iduser);
  if (!userId) return null;
  const type = num(d.messageType, 1);
  return {
    userId,
    nickname: text(d.apodo),
    gender: num(d.sexo, 2),
    image: text(d.imagen),
    text: text(d.message),
    messageType: ([1, 2, -1, 3, 4].includes(type) ? type : 1) as RealtimeNotice['messageType'],
    timestamp: num(d.timestamp, Date.now()),
    messageId: d.id === undefined ? null : num(d.id) || null,
  };
}

export function toPromo(data: unknown): PromoPush | null {
  const d = parse(data) as Partial<ApiSystemEventJson>;
  if (!d.action || !PROMO_ACTIONS.has(d.action) || !d.imageMobile) return null;
  return {
    imageMobile: d.imageMobile,
    linkMobile: d.linkMobile ?? '',
    gaImpression: d.analytics?.ga?.impression ?? null,
    gaClick: d.analytics?.ga?.click ?? null,
  };
}

interface OpenChat {
  chat: string;
  presence: string;
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
    const presence = presenceChannelName(chat);
    const channel = this.client.subscribe(chat);
    channel.bind('client-typing', (data) => {
      const d = parse(data);
      this.emit({ kind: 'typing', userId: otherId, typing: d.status === true || d.status === 'true' });
    });
    const p = presence === chat ? channel : this.client.subscribe(presence);
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
    this.chats.set(otherId, { chat, presence, channel });
  }

  closeChat(otherId: number): void {
    const open = this.chats.get(otherId);
    if (!open) return;
    this.client.unsubscribe(open.chat);
    if (open.presence !== open.chat) this.client.unsubscribe(open.presence);
    this.chats.delete(otherId);
  }

  /** client-typing on the chat channel (RT-17); false when the channel is not subscribed yet. */
  sendTyping(otherId: number, typing: boolean): boolean {
    const open = this.chats.get(otherId);
    if (!open) return false;
    try {
      return open.channel.trigger('client-typing', { status: typing, iduser: this.meId });
    } catch {
      return false;
    }
  }

  dispose(): void {
    for (const id of [...this.chats.keys()]) this.closeChat(id);
    this.client.disconnect();
  }
}
