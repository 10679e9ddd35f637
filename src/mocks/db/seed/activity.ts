/** The demo accounts' activity: conversations (with notices and a matching message), likes, visits and dislikes. */
import { API_BASE } from '../../config';
import * as TEXT from '../content';
import { FIRST_MEMBER_ID, MATCHING_USER_ID, NOTICE_USER_ID } from '../demo-accounts';
import { genderize } from '../gender';
import { DAY, HOUR, MINUTE, isoAt } from '../time';
import { MESSAGE_TYPE } from '../types';
import type { DbEdge, DbMember, DbMessage, MessageType } from '../types';
import type { SeedState } from './state';

const FOLLOW_UPS = ['¿Seguís por acá?', 'Te escribí de nuevo jaja', '¿Qué hacés? 😊', 'Che, ¿cómo te fue hoy?'];

/** Members whose 'Soy / Busco' pair matches `me`'s (a woman seeking men sees men seeking women). */
function compatibleWith(s: SeedState, me: DbMember): DbMember[] {
  return [...s.members.values()].filter((m) => !m.system && m.id >= FIRST_MEMBER_ID && m.soy === me.busco && m.busco === me.soy);
}

export function addActivityFor(
  s: SeedState,
  meId: number,
  plan: { conversations: number; openers: number; sentOnly: number; unread: number; notices: number; matching: boolean },
): void {
  const rng = s.rng;
  const me = s.members.get(meId);
  if (!me) throw new Error(`demo account ${meId} missing`);
  const compatible = compatibleWith(s, me);
  // Prefer people nearby, as the real dashboards do, but keep a few from elsewhere.
  const near = rng.shuffle(compatible.filter((m) => m.provinceId === me.provinceId));
  const far = rng.shuffle(compatible.filter((m) => m.provinceId !== me.provinceId));
  const pool = [...near.slice(0, 12), ...far];
  const take = (n: number): DbMember[] => pool.splice(0, n);

  const chatPartners = take(plan.conversations);
  chatPartners.forEach((other, i) => {
    const script = rng.pick(TEXT.CHAT_SCRIPTS);
    const startedAgo = (i < 2 ? rng.int(20, 600) * MINUTE : rng.int(1, 10) * DAY) + rng.int(0, 300) * MINUTE;
    addConversation(s, me, other, {
      lines: script,
      otherStarts: rng.chance(0.6),
      startAt: s.now - startedAgo,
      unread: i < plan.unread,
      image: i === 1,
      videoCall: i === 2,
    });
  });
  // One opening line with each: theirs, still unread, or mine, never answered; started minutes ago.
  const singleOpeners = (others: DbMember[], theyWrote: boolean, [fromMin, toMin]: [number, number]) => {
    for (const other of others)
      addConversation(s, me, other, {
        lines: [rng.pick(TEXT.SINGLE_OPENERS)],
        otherStarts: theyWrote,
        startAt: s.now - rng.int(fromMin, toMin) * MINUTE,
        unread: theyWrote,
      });
  };
  singleOpeners(take(plan.openers), true, [5, 2000]);
  singleOpeners(take(plan.sentOnly), false, [60, 4000]);
  for (let n = 0; n < plan.notices; n++) {
    const text = genderize(TEXT.NOTICE_MESSAGES[n % TEXT.NOTICE_MESSAGES.length] as string, me.gender);
    // The welcome (n = 0) is the oldest notice: dates follow the ids, so the chat list's latest notice
    // (by date) is the one the conversation shows (by id, MSG-21).
    pushMessage(s, NOTICE_USER_ID, me.id, MESSAGE_TYPE.notice, text, s.now - ((plan.notices - n) * 32 + rng.int(2, 30)) * HOUR, n > 0);
  }
  if (plan.matching) {
    pushMessage(s, MATCHING_USER_ID, me.id, MESSAGE_TYPE.matching, rng.pick(TEXT.MATCHING_MESSAGES), s.now - rng.int(3, 40) * HOUR, false);
  }

  // Likes: some received, some sent, and mutual ones (the 'Se gustan' matches).
  const matches = take(3);
  const likedBy = take(rng.int(6, 9));
  const liked = take(rng.int(3, 5));
  for (const m of matches) {
    edge(s, s.likes, me.id, m.id, rng.int(2, 20) * DAY, true);
    edge(s, s.likes, m.id, me.id, rng.int(0, 2) * DAY + rng.int(1, 600) * MINUTE, m !== matches[0]);
  }
  likedBy.forEach((m, i) => edge(s, s.likes, m.id, me.id, rng.int(10, 20_000) * MINUTE, i >= 3));
  for (const m of liked) edge(s, s.likes, me.id, m.id, rng.int(1, 30) * DAY, true);
  // Visits: received (a few unseen) and made; visitors may repeat people already in the lists.
  const visitors = [...take(rng.int(8, 12)), ...rng.sample(likedBy, 3)];
  visitors.forEach((m, i) => edge(s, s.visits, m.id, me.id, rng.int(5, 30_000) * MINUTE, i >= 4));
  for (const m of [...take(4), ...rng.sample(chatPartners, 2)]) edge(s, s.visits, me.id, m.id, rng.int(60, 40_000) * MINUTE, true);
  for (const m of take(2)) edge(s, s.dislikes, me.id, m.id, rng.int(1, 60) * DAY, true);
}

function addConversation(
  s: SeedState,
  me: DbMember,
  other: DbMember,
  options: { lines: readonly string[]; otherStarts: boolean; startAt: number; unread: boolean; image?: boolean; videoCall?: boolean },
): void {
  const rng = s.rng;
  const lines = [...options.lines];
  const senderOf = (i: number): DbMember => ((i % 2 === 0) === options.otherStarts ? other : me);
  // An unread conversation ends with the other member's words.
  if (options.unread && senderOf(lines.length - 1) === me) lines.push(rng.pick(FOLLOW_UPS));
  let t = options.startAt;
  const created: DbMessage[] = [];
  lines.forEach((line, i) => {
    const from = senderOf(i);
    const to = from === me ? other : me;
    created.push(pushMessage(s, from.id, to.id, MESSAGE_TYPE.text, line, t, true));
    if (options.image && i === 1) {
      t += rng.int(1, 4) * MINUTE;
      const message = pushMessage(s, other.id, me.id, MESSAGE_TYPE.image, '', t, true);
      message.image = `chat-${message.id}-${rng.hex(6)}.webp`;
      created.push(message);
    }
    if (options.videoCall && i === 2) {
      t += rng.int(1, 4) * MINUTE;
      created.push(pushMessage(s, other.id, me.id, MESSAGE_TYPE.videoCall, `${API_BASE}/videollamada/${rng.hex(10)}`, t, true));
    }
    t += rng.int(1, 25) * MINUTE;
  });
  if (options.unread) {
    for (let i = created.length - 1; i >= 0; i--) {
      const message = created[i] as DbMessage;
      if (message.from !== other.id) break;
      message.read = false;
    }
  }
  // What `me` sent recently may still be unread by the other member.
  const last = created[created.length - 1];
  if (last && last.from === me.id && rng.chance(0.5)) last.read = false;
}

function pushMessage(s: SeedState, from: number, to: number, type: MessageType, text: string, at: number, read: boolean): DbMessage {
  const message: DbMessage = {
    id: s.nextMessageId++,
    from,
    to,
    type,
    text,
    createdAt: isoAt(Math.min(at, s.now)),
    read,
    deletedBy: [],
  };
  s.messages.push(message);
  return message;
}

function edge(s: SeedState, list: DbEdge[], from: number, to: number, agoMs: number, seen: boolean): void {
  if (list.some((e) => e.from === from && e.to === to)) return;
  list.push({ from, to, createdAt: isoAt(s.now - agoMs), seen });
}
