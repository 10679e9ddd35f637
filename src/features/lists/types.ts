/** App types of the likes, matches, dislikes and visits lists (LIST-01). */
import type { MemberListKind } from '@/api/lists';

export type { MemberListKind };

export interface ListMember {
  type: 'USER';
  id: number;
  nickname: string;
  /** null when the server sent no usable age. */
  years: number | null;
  gender: 1 | 2;
  picture: string;
  hasPicture: boolean;
  /** '-' when empty (LIST-01). */
  province: string;
  city: string;
}

export interface ListNotice {
  type: 'NOTICE';
  id: number;
  img: string;
  link: string;
  /** Unique within a list (a notice may repeat on later pages). */
  key: string;
}

export type ListItem = ListMember | ListNotice;
