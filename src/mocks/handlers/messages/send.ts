/** Sending (text or photo, with the realtime event), deleting and marking as read, and the photo permission. */
import { HttpResponse } from 'msw';
import { addMessage, db, MESSAGE_TYPE, profilePhoto } from '../../db';
import type { DbMember, DbMessage, MessageType } from '../../db';
import { randomHex } from '../../lib/random-token';
import { notificationsChannel, trigger } from '../../realtime';
import { int, jsonError, readBody, str, validationError, memberRoute } from '../base';
import { boxOf, canRead, conversation, isSubscribed, otherMember, partners, toMessageJson } from './model';

/** A free member's messages per conversation on one demo run (since the seed) before sending answers 402. */
export const FREE_SENDS_PER_CHAT = 3;

function sentThisRun(from: number, to: number): number {
  return db.messages.filter((m) => m.from === from && m.to === to && m.createdAt > db.generatedAt).length;
}

function usersOf(body: Record<string, unknown>): number[] | null {
  const users = body.users;
  if (!Array.isArray(users)) return null;
  const ids = users.map(int);
  return ids.every((n): n is number => n !== null) ? ids : null;
}

/** The realtime `message` event the recipient's notifications channel gets (RT-06). */
export function notifyMessage(from: DbMember, m: DbMessage): void {
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

export function store(from: number, to: number, type: MessageType, text: string, image?: string): DbMessage {
  return addMessage(from, to, text, { type, ...(image ? { image } : {}) });
}

export const sendHandlers = [
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
];
