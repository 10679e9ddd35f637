/**
 * My profile (../static-my-profile.ts): the app's first render of the screen once its answer is in, the
 * header (photo, nickname and age, 'what I look for', completeness, its buttons) above the skeletons the
 * form renders in after (MyProfileBody), with the MY_PROFILE_SLOTS tokens that the boot loader fills from
 * the early answer (../loader/screens/my-profile.ts).
 */
import { myProfileLoaded, toMyProfile } from '@/features/my-profile';
import { MY_PROFILE_SLOTS } from '../static-my-profile';
import { renderAt, signedIn } from './kit';

export async function renderStaticMyProfile(): Promise<string> {
  const S = MY_PROFILE_SLOTS;
  const profile = {
    ...toMyProfile({
      id: 1,
      gender: 2,
      nickname: S.nickname,
      nicknameModeration: '1',
      find: S.find,
      picture: { name: S.picture, hasPicture: '1' },
    }),
    years: S.years,
    complitud: S.percent,
  };
  const html = await renderAt('/my-profile', [signedIn(), myProfileLoaded(profile)]);
  if (!html.includes('data-testid="my-profile"') || !html.includes(S.nickname) || !html.includes(S.find) || html.includes('me-s-data'))
    throw new Error('prerender: my profile did not render');
  return html;
}
