/**
 * Reads and writes on the live state that more than one handler needs. Handlers for later areas
 * (dashboards, messages, likes ...) should add their queries here rather than poke at arrays.
 */
import { md5 } from '../lib/hash';
import { FIRST_MEMBER_ID } from './demo-accounts';
import { db } from './state';
import { ageOn } from './time';
import type { DbMember, DbMessage, DbPhoto } from './types';

export function getMember(id: number): DbMember | undefined {
  return db.members.get(id);
}

/** Everyone except the two special system users. */
export function regularMembers(): DbMember[] {
  return [...db.members.values()].filter((m) => !m.system);
}

export function findMemberByEmail(email: string): DbMember | undefined {
  const wanted = email.trim().toLowerCase();
  for (const m of db.members.values()) if (m.email.toLowerCase() === wanted) return m;
  return undefined;
}

/** Accepts the plain password or its MD5 hex digest (OPEN-22: the client may hash). */
export function passwordMatches(member: DbMember, candidate: string): boolean {
  if (member.system || !candidate) return false;
  const stored = member.passwordMd5 ?? md5(member.password);
  return candidate === member.password || candidate.toLowerCase() === stored || md5(candidate) === stored;
}

export function setPassword(member: DbMember, newPassword: string): void {
  if (/^[a-f0-9]{32}$/i.test(newPassword)) {
    member.passwordMd5 = newPassword.toLowerCase();
    member.password = '';
  } else {
    member.password = newPassword;
    delete member.passwordMd5;
  }
}

export function ageOf(member: DbMember, now = Date.now()): number {
  return ageOn(member.birthdate, now);
}

/** The profile picture: the first approved photo (index 0 by convention), if any. */
export function profilePhoto(member: DbMember): DbPhoto | undefined {
  return member.photos.find((p) => p.approved);
}

export interface Counters {
  visits: number;
  matches: number;
  messages: number;
}

/** Mutual likes of `memberId` (ids of the other members). */
export function matchIds(memberId: number): number[] {
  const likedByMe = new Set(db.likes.filter((l) => l.from === memberId).map((l) => l.to));
  return db.likes.filter((l) => l.to === memberId && likedByMe.has(l.from)).map((l) => l.from);
}

/**
 * Session counters: unseen received visits, unseen matches (a mutual like whose incoming half was
 * not seen) and conversations with unread received messages.
 */
export function countersFor(memberId: number): Counters {
  const visits = db.visits.filter((v) => v.to === memberId && !v.seen).length;
  const likedByMe = new Set(db.likes.filter((l) => l.from === memberId).map((l) => l.to));
  const matches = db.likes.filter((l) => l.to === memberId && !l.seen && likedByMe.has(l.from)).length;
  const unreadFrom = new Set(db.messages.filter((m) => m.to === memberId && !m.read && !m.deletedBy.includes(memberId)).map((m) => m.from));
  return { visits, matches, messages: unreadFrom.size };
}

export function nextMemberId(): number {
  const id = Math.max(db.nextIds.member, FIRST_MEMBER_ID);
  db.nextIds.member = id + 1;
  return id;
}

/** Whether `from` has reported `to`. */
export function hasReported(from: number, to: number): boolean {
  return db.reports.some((r) => r.from === from && r.to === to);
}

/** How many different members reported `to` (3 or more ban video calls). */
export function reportersOf(to: number): number {
  return new Set(db.reports.filter((r) => r.to === to).map((r) => r.from)).size;
}

/**
 * Stores a message `from` wrote to `to` now (a text, unread, the next id, unless `over` says otherwise),
 * as the send handler does and as tests seed conversations.
 */
export function addMessage(from: number, to: number, text: string, over: Partial<DbMessage> = {}): DbMessage {
  const m: DbMessage = {
    id: db.nextIds.message++,
    from,
    to,
    type: 1,
    text,
    createdAt: new Date().toISOString(),
    read: false,
    deletedBy: [],
    ...over,
  };
  db.messages.push(m);
  return m;
}
