/**
 * The Facebook JS SDK, injected from its host only when a feature first needs it (sign-in, the
 * my-profile photo picker) and shared by both: one script, one FB.init. Callers import this module
 * lazily (inside their own lazy chunks), so the first screen carries none of it.
 */
import { trustedScriptURL } from '@/shared/lib/trusted-types';
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/es_LA/sdk.js';
export const FACEBOOK_API_VERSION = 'v19.0';
const SDK_TIMEOUT_MS = 20000;
/** AUTH-19 (B): the album fetch limit. */
export const FACEBOOK_ALBUM_LIMIT = 999999;
/** The permission the photo picker needs (one of AUTH-19's). */
export const FACEBOOK_PHOTOS_PERMISSION = 'user_photos';

export interface FbAuthResponse {
  accessToken: string;
  userID: string;
  /** With return_scopes: the permissions granted, comma-separated. */
  grantedScopes?: string;
}
export interface FbLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: FbAuthResponse | null;
}
/** The part of the SDK the app uses (FB.api only by the photo picker). */
export interface FacebookSdk {
  init(o: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(cb: (r: FbLoginResponse) => void, o: { scope: string; return_scopes?: boolean; auth_type?: string }): void;
  getLoginStatus?(cb: (r: FbLoginResponse) => void): void;
  api?(path: string, method: 'get', params: Record<string, string | number>, cb: (r: unknown) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let sdk: Promise<FacebookSdk> | null = null;

/** Injects the SDK once and resolves with FB after FB.init; a failure lets the next call try again. */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
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
      s.remove();
      reject(new Error('facebook sdk failed to load'));
    };
    document.body.appendChild(s);
  }).catch((e: unknown) => {
    sdk = null; // let the next press try again
    throw e;
  });
  return sdk;
}

/** For tests: forget the loaded SDK. */
export function resetFacebookSdk(): void {
  sdk = null;
}
