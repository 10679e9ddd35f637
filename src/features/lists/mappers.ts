/**
 * Wire list items to app items (LIST-01), robust to missing or mistyped fields: a member without a
 * usable id is dropped (nothing could be done with it); any other gap falls back.
 */
import { config } from '@/shared/config/env';
import type { ListItem } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** '-' if empty (LIST-01). */
const place = (v: unknown): string => text(v) || '-';

function noticeImage(img: string): string {
  return /^https?:\/\//.test(img) ? img : `${config.imageHost}/${img.replace(/^\//, '')}`;
}

/** The items of a list answer: a list (B §7) or `{ items }`; anything else is an empty page. */
export function rawItems(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const items = data && typeof data === 'object' ? (data as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? items : [];
}

export function toListItems(data: unknown, salt: string | number): ListItem[] {
  const out: ListItem[] = [];
  rawItems(data).forEach((raw, index) => {
    if (!raw || typeof raw !== 'object') return;
    const r = raw as Record<string, unknown>;
    const id = typeof r.id === 'number' ? r.id : Number(r.id);
    if (!Number.isInteger(id) || id <= 0) return;
    if (r.type === 'NOTICE') {
      const img = text(r.img);
      if (!img) return;
      out.push({ type: 'NOTICE', id, img: noticeImage(img), link: text(r.link) || '/', key: `notice-${id}-${salt}-${index}` });
      return;
    }
    const years = typeof r.years === 'number' ? r.years : Number(r.years);
    const picture = text(r.picture);
    const hasPicture = Boolean(r.hasPicture) && picture !== '';
    out.push({
      type: 'USER',
      id,
      nickname: text(r.nickname),
      years: Number.isFinite(years) && years > 0 ? Math.floor(years) : null,
      gender: Number(r.gender) === 1 ? 1 : 2,
      picture: hasPicture ? picture : '',
      hasPicture,
      province: place(r.province),
      city: place(r.city),
    });
  });
  return out;
}
