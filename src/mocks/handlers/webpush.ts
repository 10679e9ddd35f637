/**
 * Web push (API-55, OPEN-08): POST /v1/account/webpush {token} keeps the member's push subscription
 * (the subscription's JSON text). The demo control endpoint /__demo/push builds the push a member would
 * get for a message ({type, user, message}); the demo has no push service credentials, so it answers the
 * payload and the member's subscriptions, and the browser tests deliver it to the service worker through
 * the DevTools protocol (ServiceWorker.deliverPushMessage). See docs/configuration.md "Web push" for a real sender.
 */
import { http, HttpResponse } from 'msw';
import { db, getMember, profilePhoto } from '../db';
import { API_BASE, apiUrl, int, readBody, str, validationError, memberRoute } from './base';

/** A subscription's JSON as PushSubscription.toJSON() gives it: an https endpoint and its keys. */
export function parseSubscription(token: string): { endpoint: string } | null {
  try {
    const v: unknown = JSON.parse(token);
    if (typeof v !== 'object' || v === null) return null;
    const endpoint = (v as { endpoint?: unknown }).endpoint;
    if (typeof endpoint !== 'string' || !/^https?:\/\//.test(endpoint)) return null;
    return { endpoint };
  } catch {
    return null;
  }
}

export function pushPayloadFor(fromId: number, text: string, photo: boolean): Record<string, unknown> | null {
  const from = getMember(fromId);
  if (!from) return null;
  const pic = profilePhoto(from);
  return {
    type: 'message',
    user: { id: from.id, nickname: from.nickname, picture: pic ? `${API_BASE}/img/users/180x180/${encodeURIComponent(pic.name)}` : '' },
    message: { text: photo ? '' : text, type: photo ? 2 : 1 },
  };
}

export const webPushHandlers = [
  memberRoute.post('/v1/account/webpush', async ({ request, member }) => {
    const body = await readBody(request);
    const token =
      typeof body.token === 'string' ? body.token : body.token && typeof body.token === 'object' ? JSON.stringify(body.token) : '';
    const sub = token ? parseSubscription(token) : null;
    if (!sub) return validationError({ token: token ? 'invalid' : 'required' });
    const list = (db.webPushSubscriptions.get(member.id) ?? []).filter((t) => parseSubscription(t)?.endpoint !== sub.endpoint);
    db.webPushSubscriptions.set(member.id, [...list, token]);
    return HttpResponse.json({ success: true });
  }),
];

export const webPushDemoHandlers = [
  /** The subscriptions a member sent (?member=id). */
  http.get(apiUrl('/__demo/webpush'), ({ request }) => {
    const id = int(new URL(request.url).searchParams.get('member'));
    return HttpResponse.json(id === null ? Object.fromEntries(db.webPushSubscriptions) : (db.webPushSubscriptions.get(id) ?? []));
  }),

  /** {to, from, text?, photo?}: the push `to` would receive for a message from `from`. */
  http.post(apiUrl('/__demo/push'), async ({ request }) => {
    const body = await readBody(request);
    const to = int(body.to);
    const from = int(body.from);
    if (to === null || !getMember(to)) return validationError({ to: 'invalid' });
    const payload = from === null ? null : pushPayloadFor(from, str(body, 'text') || 'Hola', body.photo === true || body.photo === 'true');
    if (!payload) return validationError({ from: 'invalid' });
    db.pushLog.push({ to, payload, at: new Date().toISOString() });
    return HttpResponse.json({ payload, data: JSON.stringify(payload), subscriptions: db.webPushSubscriptions.get(to) ?? [] });
  }),
];
