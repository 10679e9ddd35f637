/**
 * User actions (API-35, OPEN-10): POST /v1/user/{id}/like, /undo-like, /dislike, /undo-dislike with
 * an empty body. A dislike blocks: it drops my like and hides the member from my dashboards. A like
 * that makes the like mutual announces the match to both members on their notifications channels
 * (A §4 realtime: matches; RT-11): the `match` event, whose sender is the other member.
 */
import { HttpResponse } from 'msw';
import { db, getMember, MESSAGE_TYPE, profilePhoto } from '../db';
import type { DbEdge, DbMember } from '../db';
import { notificationsChannel, trigger } from '../realtime';
import { int, jsonError, memberRoute } from './base';

type Edges = 'likes' | 'dislikes';
/** What each action does to the edge from me to the other member: the list it joins, the one it leaves. */
const EFFECTS = {
  like: { join: 'likes', leave: 'dislikes' },
  'undo-like': { leave: 'likes' },
  dislike: { join: 'dislikes', leave: 'likes' },
  'undo-dislike': { leave: 'dislikes' },
} satisfies Record<string, { join?: Edges; leave: Edges }>;
type Action = keyof typeof EFFECTS;
const ACTIONS = Object.keys(EFFECTS) as Action[];

function drop(list: DbEdge[], from: number, to: number): DbEdge[] {
  return list.filter((e) => !(e.from === from && e.to === to));
}

function add(list: DbEdge[], from: number, to: number): void {
  if (!list.some((e) => e.from === from && e.to === to)) list.push({ from, to, createdAt: new Date().toISOString(), seen: false });
}

/** The `match` event (realtime-contract MatchEventPayload: the sender fields, messageType 4 'matching'). */
export function notifyMatch(a: DbMember, b: DbMember): void {
  const timestamp = Date.now();
  for (const [to, from] of [
    [a, b],
    [b, a],
  ] as const) {
    trigger(notificationsChannel(to.id), 'match', {
      iduser: from.id,
      apodo: from.nickname,
      sexo: from.gender,
      imagen: profilePhoto(from)?.name ?? '',
      message: '',
      messageType: MESSAGE_TYPE.matching,
      timestamp,
    });
  }
}

export const userActionHandlers = [
  memberRoute.post('/v1/user/:id/:action', ({ params, member }) => {
    const action = ACTIONS.find((a): a is Action => a === params.action);
    if (!action) return undefined; // other /v1/user/{x}/{y} calls belong to other areas
    const id = int(params.id);
    const other = id === null ? undefined : getMember(id);
    if (!other || other.system || other.id === member.id) return jsonError(400, { error: 'invalid_user' });
    const effect: { join?: Edges; leave: Edges } = EFFECTS[action];
    const likedBefore = db.likes.some((l) => l.from === member.id && l.to === other.id);
    if (effect.join) add(db[effect.join], member.id, other.id);
    db[effect.leave] = drop(db[effect.leave], member.id, other.id);
    const match = action === 'like' && db.likes.some((l) => l.from === other.id && l.to === member.id);
    // The like became mutual now (a repeated like announces nothing again).
    if (match && !likedBefore) notifyMatch(member, other);
    return HttpResponse.json({ status: 'ok', action, id: other.id, match });
  }),
];
