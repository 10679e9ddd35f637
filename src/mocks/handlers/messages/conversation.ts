/** One conversation: its pages of CHAT_PAGE_SIZE, the batch catch-up and the count. */
import { HttpResponse } from 'msw';
import { hasReported, profilePhoto } from '../../db';
import type { DbMember } from '../../db';
import { int, jsonError, validationError, memberRoute } from '../base';
import { canRead, conversation, otherMember, toMessageJson } from './model';

export const CHAT_PAGE_SIZE = 15;

function header(me: DbMember, other: DbMember) {
  const photo = profilePhoto(other);
  return {
    id: other.id,
    nickname: other.nickname,
    gender: other.gender,
    picture: photo?.name ?? '',
    hasPicture: Boolean(photo),
    imagePermission: me.imagePermission,
    reported: hasReported(me.id, other.id),
  };
}

export const conversationHandlers = [
  memberRoute.get('/v1/messages/view/:id', ({ request, params, member }) => {
    const other = otherMember(params.id);
    if (!other) return validationError({ id: 'invalid' });
    if (!canRead(member, other)) return jsonError(402, { error: 'payment_required' });
    const from = int(new URL(request.url).searchParams.get('from'));
    const all = conversation(member.id, other.id);
    const older = from ? all.filter((m) => m.id < from) : all;
    const page = older.slice(-CHAT_PAGE_SIZE);
    const first = all[0];
    return HttpResponse.json({
      user: header(member, other),
      messages: page.map((m) => toMessageJson(m, member.id, first)),
      hasMore: older.length > page.length,
    });
  }),

  memberRoute.get('/v1/messages/view/:id/batch', ({ request, params, member }) => {
    const other = otherMember(params.id);
    if (!other) return jsonError(400, { error: 'Chat ID is required' });
    const q = new URL(request.url).searchParams;
    const start = int(q.get('start'));
    const limit = int(q.get('limit'));
    const end = q.get('end') ? int(q.get('end')) : null;
    if (start === null || start < 0 || limit === null || limit < 1)
      return jsonError(400, { error: 'Invalid parameters for batch loading' });
    if (!canRead(member, other)) return jsonError(402, { error: 'payment_required' });
    const all = conversation(member.id, other.id);
    const slice = all.filter((m) => m.id > start && (end === null || m.id <= end)).slice(0, limit);
    return HttpResponse.json({ messages: slice.map((m) => toMessageJson(m, member.id, all[0])) });
  }),

  memberRoute.get('/v1/messages/view/:id/count', ({ params, member }) => {
    const other = otherMember(params.id);
    if (!other) return jsonError(400, { error: 'Chat ID is required' });
    const all = conversation(member.id, other.id);
    return HttpResponse.json({ count: all.length, lastId: all.at(-1)?.id ?? 0 });
  }),
];
