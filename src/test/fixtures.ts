/** Wire fixtures shared by several features' tests. */
import type { ApiListUserJson } from '@/api/types/dashboard';

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
