/** Session (API-19) and realtime channel authorisation (RT-01). */
import { HttpResponse } from 'msw';
import { CHAT_CHANNEL_PREFIX, NOTIFICATIONS_CHANNEL_PREFIX } from '../config';
import type { DbMember } from '../db';
import { isoAt } from '../db/time';
import { SOCKET_ID_PATTERN, channelKind, signChannel } from '../pusher-auth';
import { toSessionJson } from '../views/session';
import { int, jsonError, readBody, str, validationError, memberRoute } from './base';

/** Counter-refresh ids the client sends (A §4: 0 to 8; 3 when the tab becomes visible). */
export const SESSION_REFRESH_IDS = { min: 0, max: 8 } as const;

/**
 * Who may subscribe where: one's own notifications channel, chat channels one is part of
 * (presence-chat-<low>.<high>), and any other private or presence channel (demo leniency).
 */
export function mayJoin(member: DbMember, channel: string): boolean {
  if (channel.startsWith(NOTIFICATIONS_CHANNEL_PREFIX)) return channel === `${NOTIFICATIONS_CHANNEL_PREFIX}${member.id}`;
  if (channel.startsWith(CHAT_CHANNEL_PREFIX)) {
    const ids = channel.slice(CHAT_CHANNEL_PREFIX.length).split('.').map(Number);
    return ids.length === 2 && ids.includes(member.id);
  }
  return true;
}

export const sessionHandlers = [
  memberRoute.get('/v1/session', ({ request, member, token }) => {
    const raw = new URL(request.url).searchParams.get('id');
    const id = raw === null || raw === '' ? 0 : int(raw);
    if (id === null || id < SESSION_REFRESH_IDS.min || id > SESSION_REFRESH_IDS.max) return validationError({ id: 'invalid' });
    member.lastActive = isoAt(Date.now());
    // Counters are computed on every call, so any id refreshes them.
    return HttpResponse.json(toSessionJson(member, token));
  }),

  /** pusher-js posts socket_id and channel_name as a form, with our bearer token (auth.headers). */
  memberRoute.post('/v1/pusher/auth', async ({ request, member }) => {
    const body = await readBody(request);
    const socketId = str(body, 'socket_id');
    const channel = str(body, 'channel_name');
    const errors: Record<string, string> = {};
    if (!SOCKET_ID_PATTERN.test(socketId)) errors.socket_id = 'invalid';
    if (!channel) errors.channel_name = 'required';
    if (Object.keys(errors).length > 0) return validationError(errors);
    const kind = channelKind(channel);
    if (kind === 'public' || kind === 'encrypted') return jsonError(400, { error: 'invalid_channel' });
    if (!mayJoin(member, channel)) return jsonError(403, { error: 'forbidden' });
    if (kind === 'presence') {
      const channelData = JSON.stringify({ user_id: String(member.id), user_info: { nickname: member.nickname } });
      return HttpResponse.json({ auth: signChannel(socketId, channel, channelData), channel_data: channelData });
    }
    return HttpResponse.json({ auth: signChannel(socketId, channel) });
  }),
];
