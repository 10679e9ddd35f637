/** Wire fixtures shared by several features' tests. */
import type { ApiListUserJson } from '@/mocks/wire/dashboard';
import type { ApiMeJson } from '@/mocks/wire/session';

/**
 * A USER item of a dashboard, recommended or search listing as the API sends it: an offline member
 * without a picture, not liked, unless `over` says otherwise.
 */
export const listUserJson = (id: number, over: Partial<ApiListUserJson> = {}): ApiListUserJson => ({
  type: 'USER',
  id,
  gender: 1,
  nickname: `N${id}`,
  years: 30,
  location: 'A - B',
  status: 'offline',
  liked: false,
  picture: '',
  hasPicture: false,
  ...over,
});

/** The member of a session as the API sends it (sessionInfo.me): Ana, free, unless `over` says otherwise. */
export const meJson = (over: Partial<ApiMeJson> = {}): ApiMeJson => ({
  id: 9,
  email: 'a@b.c',
  username: 'ana',
  nickname: 'Ana',
  picture: '',
  hasPicture: false,
  gender: 2,
  genderText: 'mujer',
  age: 30,
  location: { idprovincia: 5, localidad: { id: 501 } },
  age_range: { edad_min: 27, edad_max: 44 },
  billing: { premium: false, active_subscription: false, btnRefund: false },
  has_matching_listing: false,
  like_game: true,
  ...over,
});
