/**
 * Messaging area of the demo API (A §7, OPEN-04, OPEN-05): chat lists, conversations in pages of 15,
 * batch/count catch-up, send (form, with a realtime `message` event to the recipient), delete and
 * mark-as-read (with the bulk /received|/sent variants), photo permission, the video-call invite and
 * reports.
 *
 * Rules the demo applies:
 * - "Recibidos" holds the chats where the other member wrote to me; "Enviados" those where only I wrote.
 * - A free member cannot read a chat the other member started unless they wrote in it too (or it is a system user's):
 *   the row has canRead false and the conversation answers 402 (MSG-13), and so does sending in it.
 * - A free member sends at most FREE_SENDS_PER_CHAT messages per conversation on a demo run; the next
 *   answers 402 and the paywall opens (issue #16). Subscribers send without limit.
 * - A member reported by 3 or more members is banned from video calls; a video call needs a
 *   conversation in which both wrote (MSG-46, MSG-47).
 */
import { HttpResponse } from 'msw';
import { addMessage, db, getMember, hasReported, MESSAGE_TYPE, profilePhoto, reportersOf } from '../db';
import type { DbMember, DbMessage, MessageType } from '../db';
import { randomHex } from '../lib/random-token';
import { notificationsChannel, trigger } from '../realtime';
import { API_BASE, int, jsonError, readBody, str, validationError, memberRoute } from './base';

export const CHAT_PAGE_SIZE = 15;
export const LIST_PAGE_SIZE = 20;
export const VIDEO_BAN_REPORTS = 3;
/** A free member's messages per conversation on one demo run (since the seed) before sending answers 402. */
export const FREE_SENDS_PER_CHAT = 3;

function sentThisRun(from: number, to: number): number {
  return db.messages.filter((m) => m.from === from && m.to === to && m.createdAt > db.generatedAt).length;
}

const hourFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Buenos_Aires',
});

const visible = (m: DbMessage, me: number) => !m.deletedBy.includes(me);
const between = (m: DbMessage, a: number, b: number) => (m.from === a && m.to === b) || (m.from === b && m.to === a);

function conversation(me: number, other: number): DbMessage[] {
  return db.messages.filter((m) => between(m, me, other) && visible(m, me)).sort((a, b) => a.id - b.id);
}

function isSubscribed(member: DbMember): boolean {
  return member.premium || member.activeSubscription;
}

/** MSG-13: free members read a received chat only when they wrote in it too, or it is a system user's. */
function canRead(me: DbMember, other: DbMember): boolean {
  if (isSubscribed(me) || other.system) return true;
  const theyWrote = db.messages.some((m) => m.from === other.id && m.to === me.id);
  return !theyWrote || db.messages.some((m) => m.from === me.id && m.to === other.id);
}

function imagesOf(m: DbMessage) {
  return m.type === MESSAGE_TYPE.image && m.image
    ? { original: `users_chat/${m.image}`, square180: `users_chat/180x180/${m.image}` }
    : null;
}

export function toMessageJson(m: DbMessage, viewer: number, firstOfChat: DbMessage | undefined) {
  return {
    id: m.id,
    hour: hourFormat.format(new Date(m.createdAt)),
    date: m.createdAt,
    texto: m.text,
    tipoMensaje: m.type,
    soyUserAbreChat: firstOfChat ? firstOfChat.from === viewer : m.from === viewer,
    isMine: m.from === viewer,
    images: imagesOf(m),
    first: firstOfChat ? firstOfChat.id === m.id : false,
  };
}

type Box = 'received' | 'sent';

/** Chat partners of a box, newest conversation first. */
function partners(me: number, box: Box): { other: number; last: DbMessage }[] {
  const byOther = new Map<number, { last: DbMessage; theyWrote: boolean }>();
  for (const m of db.messages) {
    if (!visible(m, me) || (m.from !== me && m.to !== me)) continue;
    const other = m.from === me ? m.to : m.from;
    const entry = byOther.get(other) ?? { last: m, theyWrote: false };
    if (m.createdAt > entry.last.createdAt || (m.createdAt === entry.last.createdAt && m.id > entry.last.id)) entry.last = m;
    if (m.from === other) entry.theyWrote = true;
    byOther.set(other, entry);
  }
  return [...byOther.entries()]
    .filter(([, e]) => (box === 'received' ? e.theyWrote : !e.theyWrote))
    .map(([other, e]) => ({ other, last: e.last }))
    .sort((a, b) => b.last.createdAt.localeCompare(a.last.createdAt) || b.last.id - a.last.id);
}

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

function boxOf(param: unknown): Box | null {
  return param === 'received' || param === 'sent' ? param : null;
}

function usersOf(body: Record<string, unknown>): number[] | null {
  const users = body.users;
  if (!Array.isArray(users)) return null;
  const ids = users.map(int);
  return ids.every((n): n is number => n !== null) ? ids : null;
}

/** The realtime `message` event the recipient's notifications channel gets (RT-06). */
function notifyMessage(from: DbMember, m: DbMessage): void {
  trigger(notificationsChannel(m.to), 'message', {
    id: m.id,
    iduser: from.id,
    apodo: from.nickname,
    sexo: from.gender,
    imagen: profilePhoto(from)?.name ?? '',
    message: m.type === MESSAGE_TYPE.image ? '' : m.text,
    messageType: m.type,
    timestamp: Date.parse(m.createdAt),
  });
}

function store(from: number, to: number, type: MessageType, text: string, image?: string): DbMessage {
  return addMessage(from, to, text, { type, ...(image ? { image } : {}) });
}

function otherMember(param: unknown): DbMember | null {
  const id = int(param);
  return id === null ? null : (getMember(id) ?? null);
}

export const messageHandlers = [
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

  memberRoute.post('/v1/messages/send/:id', async ({ request, params, member }) => {
    const other = otherMember(params.id);
    if (!other || other.system || other.id === member.id) return validationError({ id: 'invalid' });
    // Free members (issue #16): no answer in a chat they cannot read, and at most FREE_SENDS_PER_CHAT
    // messages per conversation on this demo run; past that the paywall opens (402).
    if (!canRead(member, other) || (!isSubscribed(member) && sentThisRun(member.id, other.id) >= FREE_SENDS_PER_CHAT)) {
      return jsonError(402, { error: 'payment_required' });
    }
    const body = await readBody(request);
    const type = int(body.type) ?? MESSAGE_TYPE.text;
    const text = str(body, 'mensaje').trim();
    let m: DbMessage;
    if (type === MESSAGE_TYPE.image) {
      const file = body.file;
      // Duck-typed: under jest the form's File comes from another realm than this module's Blob.
      const type = file && typeof file === 'object' && 'type' in file ? String(file.type) : '';
      if (!type.startsWith('image/')) return validationError({ file: 'image_required' });
      m = store(member.id, other.id, MESSAGE_TYPE.image, '', `chat-${db.nextIds.message}-${randomHex(3)}.webp`);
    } else {
      if (!text) return validationError({ mensaje: 'required' });
      m = store(member.id, other.id, MESSAGE_TYPE.text, text.slice(0, 2000));
    }
    notifyMessage(member, m);
    const first = conversation(member.id, other.id)[0];
    return HttpResponse.json({ message: toMessageJson(m, member.id, first) });
  }),

  ...(['delete', 'patch'] as const).flatMap((method) =>
    ['', '/received', '/sent'].map((suffix) =>
      memberRoute[method](
        method === 'delete' ? `/v1/messages${suffix}` : `/v1/messages/mark-as-read${suffix}`,
        async ({ request, member }) => {
          const users = usersOf(await readBody(request));
          const box = boxOf(suffix.slice(1));
          if (!box && !users) return validationError({ users: 'required' });
          const targets = new Set(box ? partners(member.id, box).map((p) => p.other) : users);
          let changed = 0;
          for (const m of db.messages) {
            if (method === 'delete') {
              const other = m.from === member.id ? m.to : m.to === member.id ? m.from : null;
              if (other !== null && targets.has(other) && !m.deletedBy.includes(member.id)) {
                m.deletedBy.push(member.id);
                changed++;
              }
            } else if (m.to === member.id && targets.has(m.from) && !m.read) {
              m.read = true;
              changed++;
            }
          }
          return HttpResponse.json({ ok: true, changed });
        },
      ),
    ),
  ),

  ...(['post', 'patch'] as const).map((method) =>
    memberRoute[method]('/v1/messages/imagePermission', async ({ request, member }) => {
      const body = await readBody(request);
      if (body.permission !== true && body.permission !== 'true') return validationError({ permission: 'invalid' });
      member.imagePermission = true;
      return HttpResponse.json({ ok: true, imagePermission: true });
    }),
  ),

  memberRoute.get('/v2/videocall/invite', ({ request, member }) => {
    const other = otherMember(new URL(request.url).searchParams.get('iduser'));
    if (!other) return validationError({ iduser: 'invalid' });
    const against = reportersOf(member.id);
    const banned = against >= VIDEO_BAN_REPORTS;
    const iWrote = db.messages.some((m) => m.from === member.id && m.to === other.id);
    const theyWrote = db.messages.some((m) => m.from === other.id && m.to === member.id);
    const canSend = !banned && iWrote && theyWrote && !other.system;
    let url = '';
    if (canSend) {
      url = `${API_BASE}/videollamada/${randomHex(5)}`;
      notifyMessage(member, store(member.id, other.id, MESSAGE_TYPE.videoCall, url));
    }
    return HttpResponse.json({ banned, can_send: canSend, reports: against, videocall_url: url });
  }),

  memberRoute.post('/v1/report', async ({ request, member }) => {
    const body = await readBody(request);
    const id = int(body.id);
    const reportId = int(str(body, 'reportId').split('-')[0]);
    if (id === null || !getMember(id) || reportId === null)
      return validationError({ ...(id === null ? { id: 'required' } : {}), ...(reportId === null ? { reportId: 'required' } : {}) });
    db.reports.push({ from: member.id, to: id, reportId, text: str(body, 'reportText') });
    return HttpResponse.json({ ok: true });
  }),
];

/** For tests and scenarios: members who reported `memberId`. */
export function reportsAgainst(memberId: number): number {
  return reportersOf(memberId);
}
