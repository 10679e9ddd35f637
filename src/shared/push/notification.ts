/**
 * The service worker's web-push logic as pure functions (PWA-02 family), so jest can test what the worker
 * does with a push and with a click without a worker: the worker (src/sw/service-worker.ts) only wires
 * these to its `push` and `notificationclick` events. Nothing here throws, whatever the payload.
 *
 * Payload (OPEN-08; the demo API builds the same, src/mocks/handlers/webpush.ts):
 *   {"type": "message", "user": {"id": 12, "nickname": "Lucía", "picture": "https://img/.../a.jpg"},
 *    "message": {"text": "Hola", "type": 1}}       // type 2: a photo
 */
// A member's id: a number, its digits or an opaque id, sent back as written (wireId).
import { id as memberId, idInUrl, routeId, wireId } from '@/shared/lib/wire';

export interface NotificationTexts {
  photo: string;
  message: string;
  genericTitle: string;
  genericBody: string;
}

export interface NotificationSpec {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    /** A second message of the same conversation replaces the first and still alerts. */
    renotify: boolean;
    data: { url: string; userId: number | string | null };
  };
}

/** A window of the app as the worker sees it (a subset of WindowClient). */
export interface ClientInfo {
  url: string;
  focused: boolean;
  visibilityState?: string;
}

export const APP_ICON = '/icons/icon-192.png';
export const BADGE_ICON = '/icons/badge-96.png';
export const GENERIC_TAG = 'flechazo';
export const GENERIC_URL = '/dashboard-recent';

/** Where a conversation opens: the received-messages list with the chat modal on top (A §2). */
export function conversationUrl(userId: number): string {
  return `/message-received?modal=message-view&id=${idInUrl(userId)}`;
}

export const conversationTag = (userId: number) => `chat-${String(wireId(userId))}`;

/** The push's data as text (PushMessageData.text() may throw on some payloads): null when unreadable. */
export function readPushText(data: { text(): string } | null | undefined): string | null {
  try {
    return data ? data.text() : null;
  } catch {
    return null;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown, max: number): string {
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

function positiveInt(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function generic(texts: NotificationTexts): NotificationSpec {
  return {
    title: texts.genericTitle,
    options: {
      body: texts.genericBody,
      icon: APP_ICON,
      badge: BADGE_ICON,
      tag: GENERIC_TAG,
      renotify: false,
      data: { url: GENERIC_URL, userId: null },
    },
  };
}

/**
 * Only an absolute https picture (never javascript:, data:, blob:, credentials, control characters or
 * relative tricks) becomes the notification's icon; plain http only when the worker itself runs on
 * http (development and the demo API). The worker has no app configuration, so this is the one URL
 * check outside src/shared/lib/safe-url.ts; it only ever loads an image.
 */
function safePicture(v: unknown, allowHttp: boolean): string | null {
  const s = typeof v === 'string' ? v.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (!s || s.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(s)) return null;
  try {
    const u = new URL(s);
    if (u.username || u.password) return null;
    return u.protocol === 'https:' || (allowHttp && u.protocol === 'http:') ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * PWA-02: what a push shows. A message from a member: their nickname as title, the text (or 'Te envió
 * una foto' for a photo) as body, their photo as icon, one tag per conversation. Anything malformed
 * (not JSON, wrong types, no sender) becomes the generic notification.
 */
export function notificationFromPush(
  text: string | null,
  texts: NotificationTexts,
  allowHttp: boolean = typeof location !== 'undefined' && location.protocol === 'http:',
): NotificationSpec {
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    return generic(texts);
  }
  if (!isRecord(payload)) return generic(texts);
  const user = isRecord(payload.user) ? payload.user : null;
  const userId = user ? memberId(user.id) : null;
  const nickname = user ? str(user.nickname, 40) : '';
  if (!user || userId === null || !nickname) return generic(texts);
  const message = isRecord(payload.message) ? payload.message : {};
  const type = positiveInt(message.type);
  const body = type === 2 ? texts.photo : str(message.text, 240) || texts.message;
  return {
    title: nickname,
    options: {
      body,
      icon: safePicture(user.picture, allowHttp) ?? APP_ICON,
      badge: BADGE_ICON,
      tag: conversationTag(userId),
      renotify: true,
      // The id as the server named it: a click (maybe in a later worker) reads it again.
      data: { url: conversationUrl(userId), userId: wireId(userId) },
    },
  };
}

/** The conversation a window shows (its ?modal=message-view&id=), or null. */
export function openConversationOf(url: string): number | null {
  try {
    const u = new URL(url, 'http://app.invalid');
    if (u.searchParams.get('modal') !== 'message-view') return null;
    return routeId(u.searchParams.get('id'));
  } catch {
    return null;
  }
}

/** No notification when a focused, visible window already shows that conversation. */
export function isConversationOnScreen(clients: readonly ClientInfo[], wireUserId: number | string | null): boolean {
  const userId = memberId(wireUserId);
  if (userId === null) return false;
  return clients.some((c) => c.focused && c.visibilityState !== 'hidden' && openConversationOf(c.url) === userId);
}

export type ClickAction =
  { kind: 'focus'; index: number; message: { type: 'OPEN_CONVERSATION'; userId: number | string } | null } | { kind: 'open'; url: string };

/**
 * A click on a notification: focus a window already on that conversation; else focus an open window
 * of the app and ask it to open the conversation (a message the app handles, no reload); else open
 * a new window on it.
 */
export function clickAction(clients: readonly ClientInfo[], data: unknown, origin: string): ClickAction {
  const d = isRecord(data) ? data : {};
  const userId = memberId(d.userId);
  const url = userId !== null ? conversationUrl(userId) : GENERIC_URL;
  const ours = clients
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => {
      try {
        return new URL(c.url).origin === origin;
      } catch {
        return false;
      }
    });
  if (userId !== null) {
    const same = ours.find(({ c }) => openConversationOf(c.url) === userId);
    if (same) return { kind: 'focus', index: same.index, message: null };
  }
  const any = ours.find(({ c }) => c.focused) ?? ours[0];
  if (any)
    return { kind: 'focus', index: any.index, message: userId !== null ? { type: 'OPEN_CONVERSATION', userId: wireId(userId) } : null };
  return { kind: 'open', url };
}
