/** The chat lists ('Recibidos', 'Enviados'), in pages. */
import { HttpResponse } from 'msw';
import { db, getMember, MESSAGE_TYPE, profilePhoto } from '../../db';
import type { DbMember, DbMessage } from '../../db';
import { int, jsonError, validationError, memberRoute } from '../base';
import { boxOf, canRead, partners, visible } from './model';

export const LIST_PAGE_SIZE = 20;

function rowOf(me: DbMember, other: DbMember, last: DbMessage) {
  const readable = canRead(me, other);
  const unread = db.messages.filter((m) => m.from === other.id && m.to === me.id && !m.read && visible(m, me.id)).length;
  return {
    id: other.id,
    date: last.createdAt,
    canRead: readable,
    isNew: unread > 0,
    new: unread,
    userGenderId: other.gender,
    userImg: profilePhoto(other)?.name ?? '',
    userName: other.nickname,
    messageText: readable ? (last.type === MESSAGE_TYPE.image ? '' : last.text) : '',
    messageType: last.type,
  };
}

export const listHandlers = [
  memberRoute.get('/v1/messages/:box', ({ request, params, member }) => {
    const box = boxOf(params.box);
    if (!box) return jsonError(404, { error: 'not_found' });
    const page = int(new URL(request.url).searchParams.get('page') ?? '0');
    if (page === null || page < 0) return validationError({ page: 'invalid' });
    const rows = partners(member.id, box)
      .slice(page * LIST_PAGE_SIZE, (page + 1) * LIST_PAGE_SIZE)
      .flatMap(({ other, last }) => {
        const o = getMember(other);
        return o ? [rowOf(member, o, last)] : [];
      });
    return HttpResponse.json({ page, items: rows });
  }),
];
