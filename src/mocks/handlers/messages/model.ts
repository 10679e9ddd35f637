/** Reads the messaging handlers share: conversations, who may read them, chat partners by box, the message JSON. */
import { db, getMember, MESSAGE_TYPE } from '../../db';
import type { DbMember, DbMessage } from '../../db';
import { int } from '../base';

const hourFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  // h23: es-AR's `hour12: false` resolves to h24, '24:05' for five past midnight (HH:mm is 00-23, OPEN-34).
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export const visible = (m: DbMessage, me: number) => !m.deletedBy.includes(me);
const between = (m: DbMessage, a: number, b: number) => (m.from === a && m.to === b) || (m.from === b && m.to === a);

export function conversation(me: number, other: number): DbMessage[] {
  return db.messages.filter((m) => between(m, me, other) && visible(m, me)).sort((a, b) => a.id - b.id);
}

export function isSubscribed(member: DbMember): boolean {
  return member.premium || member.activeSubscription;
}

/** MSG-13: free members read a received chat only when they wrote in it too, or it is a system user's. */
export function canRead(me: DbMember, other: DbMember): boolean {
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

export type Box = 'received' | 'sent';

/** Chat partners of a box, newest conversation first. */
export function partners(me: number, box: Box): { other: number; last: DbMessage }[] {
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

export function boxOf(param: unknown): Box | null {
  return param === 'received' || param === 'sent' ? param : null;
}

export function otherMember(param: unknown): DbMember | null {
  const id = int(param);
  return id === null ? null : (getMember(id) ?? null);
}
