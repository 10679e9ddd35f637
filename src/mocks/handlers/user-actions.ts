/**
 * User actions (API-35, OPEN-10): POST /v1/user/{id}/like, /undo-like, /dislike, /undo-dislike with
 * an empty body. A dislike blocks: it drops my like and hides the member from my dashboards.
 */
import { http, HttpResponse } from 'msw';
import { db, getMember } from '../db';
import type { DbEdge } from '../db';
import { apiUrl, int, jsonError, withMember } from './base';

const ACTIONS = ['like', 'undo-like', 'dislike', 'undo-dislike'] as const;
type Action = (typeof ACTIONS)[number];

function drop(list: DbEdge[], from: number, to: number): DbEdge[] {
  return list.filter((e) => !(e.from === from && e.to === to));
}

function add(list: DbEdge[], from: number, to: number): void {
  if (!list.some((e) => e.from === from && e.to === to)) list.push({ from, to, createdAt: new Date().toISOString(), seen: false });
}

export const userActionHandlers = [
  http.post(
    apiUrl('/v1/user/:id/:action'),
    withMember(({ params, member }) => {
      const action = ACTIONS.find((a): a is Action => a === params.action);
      if (!action) return undefined; // other /v1/user/{x}/{y} calls belong to other areas
      const id = int(params.id);
      const other = id === null ? undefined : getMember(id);
      if (!other || other.system || other.id === member.id) return jsonError(400, { error: 'invalid_user' });
      switch (action) {
        case 'like':
          add(db.likes, member.id, other.id);
          db.dislikes = drop(db.dislikes, member.id, other.id);
          break;
        case 'undo-like':
          db.likes = drop(db.likes, member.id, other.id);
          break;
        case 'dislike':
          add(db.dislikes, member.id, other.id);
          db.likes = drop(db.likes, member.id, other.id);
          break;
        case 'undo-dislike':
          db.dislikes = drop(db.dislikes, member.id, other.id);
          break;
      }
      const match = action === 'like' && db.likes.some((l) => l.from === other.id && l.to === member.id);
      return HttpResponse.json({ status: 'ok', action, id: other.id, match });
    }),
  ),
];
