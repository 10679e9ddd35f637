import type { Answer } from './contract';
import type { Requester } from './http';
import { idInUrl } from '@/shared/lib/wire';

export type UserAction = 'like' | 'undo-like' | 'dislike' | 'undo-dislike';

/** POST /v1/user/{id}/{like,undo-like,dislike,undo-dislike} with an empty body (likeUser, undoLikeUser, dislikeUser, undoDislikeUser; API-35, OPEN-10). */
export const apiUserAction = (req: Requester, id: number, action: UserAction) =>
  req<Answer<'likeUser' | 'undoLikeUser' | 'dislikeUser' | 'undoDislikeUser'>>({
    method: 'POST',
    url: `/v1/user/${idInUrl(id)}/${action}`,
  });
