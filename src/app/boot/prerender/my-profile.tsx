/**
 * My profile (../static-my-profile.ts): the app's render of the screen once its answer is in, its form in
 * the header's frame (MyProfileFormAtOnce; the app renders it in a transition right after), kept down to
 * what a phone's first screen shows: the header (photo, nickname and age, 'what I look for',
 * completeness, its buttons), the form's data (nickname, province and city) and description, with the
 * MY_PROFILE_SLOTS tokens that the boot loader fills from the early answer (../loader/screens/my-profile.ts).
 */
import { MyProfileFormAtOnce, myProfileLoaded, toMyProfile } from '@/features/my-profile';
import { MY_PROFILE_SLOTS } from '../static-my-profile';
import { renderAt, signedIn } from './kit';

/** The description section (the last the static copy keeps), and the end of the screen's form. */
const DESCRIPTION = /<section class="me-card" aria-labelledby="me-s-desc">[\s\S]*?<\/section>/;
const TERMS = /<p class="me-terms">[^<]*<\/p>/;

export async function renderStaticMyProfile(): Promise<string> {
  const S = MY_PROFILE_SLOTS;
  const profile = {
    ...toMyProfile({
      id: 1,
      gender: 2,
      nickname: S.nickname,
      nicknameModeration: '0',
      description: S.description,
      descriptionModeration: '0',
      find: S.find,
      picture: { name: S.picture, hasPicture: '1' },
      location: {
        province: { label: 'Provincia', select: S.province, options: [S.province] },
        city: { label: 'Ciudad', select: S.city, options: [S.city] },
      },
    }),
    years: S.years,
    complitud: S.percent,
  };
  const html = await renderAt('/my-profile', [signedIn(), myProfileLoaded(profile)], (app) => (
    <MyProfileFormAtOnce.Provider value>{app}</MyProfileFormAtOnce.Provider>
  ));
  const description = DESCRIPTION.exec(html);
  const terms = TERMS.exec(html);
  if (
    !description ||
    !terms ||
    terms.index < description.index ||
    !html.includes('data-testid="my-profile"') ||
    !html.includes(S.nickname) ||
    !html.includes(S.find) ||
    !html.includes('aria-labelledby="me-s-data"') ||
    !description[0].includes(S.description) ||
    html.includes('class="skeleton"')
  )
    throw new Error('prerender: my profile did not render');
  // The sections after the description are below a phone's first screen: the app's own come in with it.
  const end = description.index + description[0].length;
  return html.slice(0, end) + html.slice(terms.index + terms[0].length);
}
