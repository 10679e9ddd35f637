/**
 * The real Facebook adapter: the JS SDK is injected only when the button is pressed (this module is a
 * lazy chunk of its own; the loader is shared with the my-profile photo picker), then FB.login asks
 * for the permissions of AUTH-19.
 */
import { loadFacebookSdk } from '@/shared/facebook/sdk';
import { FACEBOOK_PERMISSIONS, type SocialAdapter, type SocialLoginResult } from './types';

export { FACEBOOK_SDK_URL, resetFacebookSdk, type FacebookSdk } from '@/shared/facebook/sdk';

export function createFacebookAdapter(appId: string): SocialAdapter {
  return {
    async login() {
      const fb = await loadFacebookSdk(appId);
      return new Promise<SocialLoginResult | null>((resolve) => {
        fb.login(
          (r) => {
            const a = r.authResponse;
            resolve(r.status === 'connected' && a ? { accessToken: a.accessToken, userID: a.userID } : null);
          },
          { scope: FACEBOOK_PERMISSIONS.join(','), return_scopes: true },
        );
      });
    },
  };
}
