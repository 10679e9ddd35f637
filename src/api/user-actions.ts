import type { Requester } from './http';

export type UserAction = 'like' | 'undo-like' | 'dislike' | 'undo-dislike';

/** POST /v1/user/{id}/{like,undo-like,dislike,undo-dislike} with an empty body (API-35, OPEN-10). */
export const apiUserAction = (req: Requester, id: number, action: UserAction) =>
  req<Record<string, unknown>>({ method: 'POST', url: `/v1/user/${id}/${action}` });
