/**
 * The reading of a member list answer's items that needs no configuration (every field through
 * @/shared/lib/wire): shared by the app's mapper (./mappers.ts) and the boot loader's static first
 * screen (./first-screen.ts), so both read one answer the same way. Imports nothing with a side effect.
 */
import { age, bool, id as idOf, isRecord, list, num, str } from '@/shared/lib/wire';
import type { ListMember } from './types';

export const text = (v: unknown): string => str(v).trim();
/** '-' if empty (LIST-01). */
const place = (v: unknown): string => text(v) || '-';

/** The items of a list answer: a list (B §7) or `{ items }`; anything else is an empty page. */
export function rawItems(data: unknown): unknown[] {
  return Array.isArray(data) ? data : isRecord(data) ? list(data.items) : [];
}

/** An item's id, or null when it has none the app can use (the item is dropped). */
export const itemId = (r: unknown): number | null => (isRecord(r) ? idOf(r.id) : null);

/** Whether the item is a promotional notice (its image and link are read by ./mappers.ts). */
export const isNotice = (r: unknown): boolean => isRecord(r) && r.type === 'NOTICE';

/** A member item (not a notice) with its usable id, as the lists show it (LIST-01). */
export function toListMember(r: Record<string, unknown>, id: number): ListMember {
  const picture = text(r.picture);
  const hasPicture = bool(r.hasPicture) && picture !== '';
  return {
    type: 'USER',
    id,
    nickname: text(r.nickname),
    years: age(r.years),
    gender: num(r.gender) === 1 ? 1 : 2,
    picture: hasPicture ? picture : '',
    hasPicture,
    province: place(r.province),
    city: place(r.city),
  };
}
