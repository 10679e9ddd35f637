/** Helpers for lists that mix member items with NOTICE items (LIST-12). */
export interface ListItemLike {
  type: string;
  id: number;
}

/** True when nothing but promotional notices is left. */
export const onlyNotices = (items: readonly ListItemLike[]): boolean => items.length > 0 && items.every((i) => i.type === 'NOTICE');

/**
 * Removes a member from a list; a list left with only notices is reset to empty (LIST-12).
 */
export function withoutMember<T extends ListItemLike>(items: readonly T[], id: number): T[] {
  const rest = items.filter((i) => !(i.type !== 'NOTICE' && i.id === id));
  return onlyNotices(rest) ? [] : rest;
}

/** Drops members on the blocked list (new pages never bring a blocked member back). */
export function withoutBlocked<T extends ListItemLike>(items: readonly T[], blocked: readonly number[]): T[] {
  if (blocked.length === 0) return [...items];
  const set = new Set(blocked);
  return items.filter((i) => i.type === 'NOTICE' || !set.has(i.id));
}
