/** App types of dashboard items (mapped from the wire, DASH-02). */
import type { DashboardKind } from '@/api/dashboard';

export type { DashboardKind };
/** The three dashboards plus the recommended list (DASH-08). */
export type DashListKey = DashboardKind | 'matching';

/** A member card. Whether the member is liked is the lists' (`selectIsLiked`), not the item's. */
export interface MemberItem {
  type: 'USER';
  id: number;
  gender: 1 | 2;
  nickname: string;
  /** null when the server sent no age a member can have (wire.ts age()). */
  years: number | null;
  location: string;
  online: boolean;
  picture: string;
  hasPicture: boolean;
}

export interface NoticeItem {
  type: 'NOTICE';
  id: number;
  /** Absolute image URL. */
  img: string;
  link: string;
  /** Unique within a list (a notice may repeat on later pages). */
  key: string;
}

export type DashItem = MemberItem | NoticeItem;
