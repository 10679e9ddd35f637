/**
 * Who the open (or last opened) profile view shows, for screens that name a member without loading them
 * again (the report page, REPORT-01). Reads the lazy profile slice by type only: importing it adds no code.
 */
import type { ProfileState } from './slice';

export interface ViewedMember {
  nickname: string;
  /** The profile photo's file name, or null (the default image of the gender). */
  picture: string | null;
  gender: number;
}

export function selectViewedMember(s: { profile?: ProfileState }, id: number): ViewedMember | null {
  const d = s.profile?.data;
  return d && d.id === id ? { nickname: d.nickname, picture: d.photos[0] ?? null, gender: d.gender } : null;
}
