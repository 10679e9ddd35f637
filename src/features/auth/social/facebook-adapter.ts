/**
 * The real Facebook adapter: the JS SDK is injected only when the button is pressed (this module is a
 * lazy chunk of its own), then FB.login asks for the permissions of AUTH-19.
 */
import { trustedScriptURL } from '@/shared/lib/trusted-types';
import { FACEBOOK_PERMISSIONS, type SocialAdapter, type SocialLoginResult } from './types';

export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/es_LA/sdk.js';
export const FACEBOOK_API_VERSION = 'v19.0';
const SDK_TIMEOUT_MS = 20000;

interface FbAuthResponse {
  accessToken: string;
  userID: string;
}
interface FbLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: FbAuthResponse | null;
}
export interface FacebookSdk {
  init(o: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(cb: (r: FbLoginResponse) => void, o: { scope: string; return_scopes?: boolean }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let sdk: Promise<FacebookSdk> | null = null;

function loadSdk(appId: string): Promise<FacebookSdk> {
  sdk ??= new Promise<FacebookSdk>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('facebook sdk timeout')), SDK_TIMEOUT_MS);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      const fb = window.FB;
      if (!fb) {
        reject(new Error('facebook sdk missing'));
        return;
      }
      fb.init({ appId, cookie: true, xfbml: false, version: FACEBOOK_API_VERSION });
      resolve(fb);
    };
    const s = document.createElement('script');
    s.id = 'facebook-jssdk';
    s.async = true;
    s.defer = true;
    s.crossOrigin = 'anonymous';
    s.src = trustedScriptURL(FACEBOOK_SDK_URL);
    s.onerror = () => {
      clearTimeout(timer);
      reject(new Error('facebook sdk failed to load'));
    };
    document.body.appendChild(s);
  }).catch((e: unknown) => {
    sdk = null; // let the next press try again
    throw e;
  });
  return sdk;
}

export function createFacebookAdapter(appId: string): SocialAdapter {
  return {
    async login() {
      const fb = await loadSdk(appId);
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

/** For tests: forget the loaded SDK. */
export function resetFacebookSdk(): void {
  sdk = null;
}
