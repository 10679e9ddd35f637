/**
 * The realtime contract (realtime-contract.yaml, AsyncAPI 3.0) as a checker for the Pusher double:
 * channel names (the notifications channel, the chat channel `{chatChannelPrefix}{low}.{high}`), the
 * server's events and their payloads, the client's subscriptions and client events (client-typing),
 * and the presence events the double sends on the chat channel.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { realtimeDocument } from './documents';
import type { Violation } from './api';

export interface ChannelSettings {
  /** session.pusher.chatChannelPrefix as the demo hands it out */
  chatChannelPrefix: string;
  /** the notifications channel's prefix: the demo names it <prefix><member id> */
  notificationsPrefix: string;
}

type Obj = Record<string, unknown>;
type ChannelName = 'notifications' | 'chat';

/** Pusher's own wire events on the chat channel and the contract message they carry. */
const WIRE_EVENTS: Record<string, string> = {};

export class RealtimeContract {
  private readonly doc = realtimeDocument();
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** channel -> event name (as on the wire) -> the message's payload $ref */
  private readonly events: Record<ChannelName, Map<string, string>> = { notifications: new Map(), chat: new Map() };

  constructor(private readonly settings: ChannelSettings) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(this.doc, 'realtime');
    const channels = this.doc.channels as Record<ChannelName, Obj>;
    const messages = (this.doc.components as Obj).messages as Record<string, Obj>;
    for (const name of ['notifications', 'chat'] as const) {
      for (const ref of Object.values(channels[name].messages as Record<string, { $ref: string }>)) {
        const key = ref.$ref.split('/').pop()!;
        const message = messages[key]!;
        const wire = String(message['x-wire-event'] ?? message.name);
        const payload = (message.payload as { $ref: string }).$ref;
        this.events[name].set(wire, payload);
        WIRE_EVENTS[wire] = String(message.name);
      }
    }
  }

  /** Which channel of the contract `channel` is, or why it is none. */
  channelOf(channel: string): { name: ChannelName } | { error: string } {
    const { chatChannelPrefix, notificationsPrefix } = this.settings;
    if (channel.startsWith(notificationsPrefix) && /^\d+$/.test(channel.slice(notificationsPrefix.length)))
      return { name: 'notifications' };
    if (channel.startsWith(chatChannelPrefix)) {
      const ids = /^(\d+)\.(\d+)$/.exec(channel.slice(chatChannelPrefix.length));
      if (!ids) return { error: `chat channel '${channel}' is not {chatChannelPrefix}{low}.{high}` };
      const [a, b] = [ids[1]!, ids[2]!];
      // The comparison is not stated (numeric or textual): either order of sorting is admitted.
      if (!(Number(a) <= Number(b) || a <= b)) return { error: `chat channel '${channel}': the ids are not sorted` };
      if (!chatChannelPrefix.startsWith('presence-')) {
        return {
          error: `chat channel '${channel}': the chat channel carries client-typing and presence, so under Pusher rules its prefix begins with presence- (realtime-contract channels.chat, CONTRACT-NOTES §32)`,
        };
      }
      return { name: 'chat' };
    }
    return { error: `'${channel}' is neither the notifications channel nor a chat channel` };
  }

  private check(
    kind: string,
    channel: string,
    event: string,
    data: unknown,
    allowed: (name: ChannelName, event: string) => boolean,
  ): Violation[] {
    const call = `${kind} ${event} on ${channel}`;
    const out: Violation[] = [];
    const v = (operationId: string, pointer: string, message: string): void => {
      out.push({ kind: 'realtime', operationId, call, pointer, message });
    };
    const which = this.channelOf(channel);
    if ('error' in which) {
      v('(channel)', '', which.error);
      return out;
    }
    const payloadRef = this.events[which.name].get(event);
    if (!payloadRef || !allowed(which.name, event)) {
      v(
        `${which.name} channel`,
        '',
        `event '${event}' is not a ${kind} of the ${which.name} channel (${[...this.events[which.name].keys()].join(', ')})`,
      );
      return out;
    }
    let fn = this.compiled.get(payloadRef);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `realtime${payloadRef}` });
      this.compiled.set(payloadRef, fn);
    }
    const value = typeof data === 'string' ? safeJson(data) : data;
    if (!fn(value)) {
      for (const e of (fn.errors ?? []).slice(0, 3)) {
        const missing = e.keyword === 'required' ? `/${String((e.params as { missingProperty?: string }).missingProperty)}` : '';
        v(
          `${which.name}:${WIRE_EVENTS[event] ?? event}`,
          `${e.instancePath}${missing}`,
          e.keyword === 'required' ? 'missing required field' : (e.message ?? e.keyword),
        );
      }
    }
    return out;
  }

  /** An event the server sends (trigger, or the double's presence events). */
  checkServerEvent(channel: string, event: string, data: unknown): Violation[] {
    return this.check('server event', channel, event, data, (name, e) => !(name === 'chat' && e === 'client-typing'));
  }

  /** A client event the client sends (relayed by the double to the other subscribers). */
  checkClientEvent(channel: string, event: string, data: unknown): Violation[] {
    return this.check('client event', channel, event, data, (name, e) => name === 'chat' && e.startsWith('client-'));
  }

  /** A subscription the client asks for. */
  checkSubscription(channel: string): Violation[] {
    const which = this.channelOf(channel);
    return 'error' in which
      ? [{ kind: 'realtime', operationId: '(channel)', call: `subscribe ${channel}`, pointer: '', message: which.error }]
      : [];
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
