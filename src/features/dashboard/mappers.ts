import type { ApiListItemJson } from '@/api/types/dashboard';
import { config } from '@/shared/config/env';
import type { DashItem } from './types';

/** A NOTICE image is an absolute URL or a path on the image host. */
export function noticeImageUrl(img: string): string {
  return /^https?:\/\//.test(img) ? img : `${config.imageHost}/${img.replace(/^\//, '')}`;
}

/** Wire list items to app items (DASH-02); `salt` keeps notice keys unique across pages. */
export function toDashItems(items: readonly ApiListItemJson[], salt: string | number): DashItem[] {
  return items.map((i, index): DashItem => {
    if (i.type === 'NOTICE') return { type: 'NOTICE', id: i.id, img: noticeImageUrl(i.img), link: i.link, key: `notice-${i.id}-${salt}-${index}` };
    return {
      type: 'USER',
      id: i.id,
      gender: i.gender === 1 ? 1 : 2,
      nickname: i.nickname,
      years: i.years,
      location: i.location,
      online: i.status === 'online',
      liked: Boolean(i.liked),
      picture: i.hasPicture ? i.picture : '',
      hasPicture: Boolean(i.hasPicture),
    };
  });
}
