/**
 * The XSS corpus switch (issue 22): POST /__demo/xss fills every text a member or the API writes with
 * the corpus of src/test/xss-corpus.ts — nicknames, descriptions, tags, messages, notice HTML, the
 * video-call invitations' URLs — and sets db.xss, which makes the paywall (header, plan texts, legal
 * lines), the promotional NOTICE items and the pushes answer corpus texts and hostile URLs too.
 * Reset (POST /__demo/reset, or resetDemoDb in jest) puts the seeded texts back.
 */
import { XSS_CORPUS } from '../../test/xss-corpus';
import { MESSAGE_TYPE, type DemoDbState } from './types';

const pick = (i: number): string => XSS_CORPUS[((i % XSS_CORPUS.length) + XSS_CORPUS.length) % XSS_CORPUS.length] as string;

/** A NOTICE whose image and link are hostile URLs (dropped by the app's allow-list, safe-url.ts). */
export const XSS_NOTICES = [
  { type: 'NOTICE' as const, id: 951, img: 'javascript:window.__xss=31', link: 'javascript:window.__xss=32;alert(32)' },
  { type: 'NOTICE' as const, id: 952, img: 'promo/recomendados.svg', link: 'https://evil.example/phish' },
  { type: 'NOTICE' as const, id: 953, img: 'https://evil.example/track.gif', link: '/recomendados' },
];

/** The paywall's texts under the corpus switch (header, plan texts and list, legal lines, renewal). */
export const xssText = pick;

export function fillWithXss(db: DemoDbState): void {
  db.xss = true;
  let i = 0;
  for (const m of db.members.values()) {
    i += 1;
    m.nickname = pick(i);
    m.nicknameApproved = m.nickname;
    m.description = `${pick(i + 1)} ${pick(i + 2)}`;
    m.descriptionApproved = m.description;
    m.tags = { films: [pick(i + 3), pick(i + 4)], music: [pick(i + 5)], books: [pick(i + 6), pick(i + 7)] };
  }
  let j = 0;
  for (const msg of db.messages) {
    j += 1;
    if (msg.type === MESSAGE_TYPE.text || msg.type === MESSAGE_TYPE.matching) msg.text = pick(j);
    else if (msg.type === MESSAGE_TYPE.notice) msg.text = `<h2>${pick(j)}</h2><p>${pick(j + 1)}</p><img src=x onerror="window.__xss=33">`;
    else if (msg.type === MESSAGE_TYPE.videoCall) msg.text = 'javascript:window.__xss=34;alert(34)';
  }
}
