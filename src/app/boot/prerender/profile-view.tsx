import { locationsLoaded } from '@/features/locations';
import { membersSeen } from '@/features/lists';
import { profileActions, type ProfileView } from '@/features/profile';
import { PROFILE_VIEW_ACTIVITY_KEYS, PROFILE_VIEW_SLOTS, PROFILE_VIEW_USER_ID } from '../static-profile-view';
import { renderAt, signedIn } from './kit';

/** The profile-view modal's own module, as the app's modal registry loads it (src/app/modals/registry.ts). */
const loadModal = () => import(/* webpackChunkName: "profile" */ '@/features/profile/screens/ProfileViewModal');

/** The app's action bar of the profile view (MemberActions in its sticky row). */
const ACTIONS = /<div class="pview__actions">[\s\S]*?<\/div><\/div>/;

/**
 * Another member's profile opened over a screen (../static-profile-view.ts): the app's profile-view
 * dialog once the profile is in, with the PROFILE_VIEW_SLOTS tokens as its texts and one sample of each
 * repeated part, and the action bar of a member not liked followed by a liked member's. Only the dialog
 * is kept: it is all a phone shows of the page (a full-screen modal).
 */
export async function renderStaticProfileView(): Promise<string> {
  const S = PROFILE_VIEW_SLOTS;
  const id = PROFILE_VIEW_USER_ID;
  const row = { label: S.label, value: S.value };
  const view: ProfileView = {
    id,
    nickname: S.nickname,
    years: S.years,
    gender: 2,
    online: true,
    reported: false,
    location: { provinceId: 1, cityId: 1 },
    description: S.description,
    sign: S.sign,
    sections: [{ key: 'datos_personales', title: S.title, items: [row] }],
    activities: PROFILE_VIEW_ACTIVITY_KEYS.map((key) => ({ key, title: S.title, items: [S.chip] })),
    tags: { films: [S.chip], music: [S.chip], books: [S.chip] },
    couple: {
      sections: [
        { key: 'pareja', title: S.title, items: [row] },
        { key: 'pareja_otra', title: '', items: [row] },
      ],
      age: { min: S.min, max: S.max },
    },
    photos: Array.from({ length: S.total }, (_, i) => (i === 0 ? S.picture : `${i}.webp`)),
  };
  const path = `/dashboard-recent?modal=profile-view&id=${id}`;
  const actions = [
    signedIn(),
    locationsLoaded([{ id: 1, name: S.place, cities: [{ id: 1, name: S.place }] }]),
    profileActions.profileViewRequested({ id, requestedAt: 1 }),
    profileActions.profileViewLoaded({ requestedAt: 1, data: view }),
  ];
  // The modal is a React.lazy of the registry: the first render starts its import, the second has it.
  await renderAt(path, actions);
  await loadModal();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const dialogOf = (html: string) => {
    const start = html.search(/<dialog [^>]*data-testid="profile-view"/);
    const end = html.indexOf('</dialog>', start);
    return start < 0 || end < 0 ? '' : html.slice(start, end + '</dialog>'.length);
  };
  const dialog = dialogOf(await renderAt(path, actions));
  const liked = ACTIONS.exec(dialogOf(await renderAt(path, [...actions, membersSeen([{ id, liked: true }])])))?.[0];
  const notLiked = ACTIONS.exec(dialog)?.[0];
  if (
    !notLiked ||
    !liked ||
    notLiked === liked ||
    !dialog.includes(S.nickname) ||
    !dialog.includes(S.place) ||
    !dialog.includes('data-testid="photo-counter"') ||
    (dialog.match(/class="pcard"/g) ?? []).length < 5
  )
    throw new Error('prerender: the profile view did not render');
  return dialog.replace(notLiked, notLiked + liked);
}
