/**
 * The member lists ('Te gustan' and the other lists of the same screen, ../static-lists.ts): each list's
 * screen at its route with the sample rows, a page of one answer (the list's end shows: the loader takes
 * the end line away when the answer has more); the boot loader fills copies of them from the early
 * answer (../loader/screens/lists.ts).
 */
import type { MemberListKind } from '@/api/lists';
import { noticeImageUrl } from '@/shared/lib/images';
import { safeLink } from '@/shared/lib/safe-url';
import { LIST_SAMPLES, LIST_SLOTS, STATIC_LISTS, STATIC_LIST_ROWS } from '../static-lists';
import { renderAt, signedIn } from './kit';

/** The list screen's page actions (its slice is injected with the screen's code, which renderAt loads first). */
const page = (what: 'Requested' | 'Loaded', payload: object) => ({ type: `memberLists/memberListPage${what}`, payload });

async function renderStaticList(name: keyof typeof STATIC_LISTS): Promise<string> {
  const kind: MemberListKind = STATIC_LISTS[name];
  const S = LIST_SLOTS;
  const member = (id: number, gender: 1 | 2, picture: string, nickname = S.nickname) => ({
    type: 'USER' as const,
    id,
    nickname,
    years: S.years,
    gender,
    picture,
    hasPicture: picture !== '',
    province: S.province,
    city: S.city,
  });
  const items = [
    member(LIST_SAMPLES.photo, 2, S.picture),
    member(LIST_SAMPLES.man, 1, ''),
    member(LIST_SAMPLES.woman, 2, ''),
    member(LIST_SAMPLES.noName, 2, S.picture, ''),
    // As the app's mapper reads a notice (src/features/lists/mappers.ts).
    {
      type: 'NOTICE' as const,
      id: LIST_SAMPLES.notice,
      img: noticeImageUrl(S.notice),
      link: safeLink(S.link),
      key: `notice${LIST_SAMPLES.notice}`,
    },
  ];
  if (items.length > STATIC_LIST_ROWS) throw new Error('prerender: a list sample row would load its photo lazily');
  const html = await renderAt(`/${name}`, [
    signedIn(),
    page('Requested', { kind, requestedAt: 1, replace: true }),
    page('Loaded', { kind, requestedAt: 1, items, received: 1, replace: true }),
  ]);
  if ((html.match(/data-testid="list-card"/g) ?? []).length !== 4) throw new Error(`prerender: the '${name}' rows did not render`);
  // A copy of the template would load every sample's photo (a placeholder's, a default image the answer
  // may not need) as the loader imports it: the photos' addresses wait in data-src until a row is shown.
  const inert = html.replace(/<img src="/g, '<img data-src="');
  if (/<img(?![^>]*data-src=)/.test(inert)) throw new Error(`prerender: an image of the '${name}' list would load from the template`);
  return inert;
}

/** The build-time render of each list's static first screen, by its FIRST_SCREENS name. */
export const STATIC_LIST_RENDERS = Object.fromEntries(
  Object.keys(STATIC_LISTS).map((name) => [name, () => renderStaticList(name as keyof typeof STATIC_LISTS)]),
) as Record<keyof typeof STATIC_LISTS, () => Promise<string>>;
