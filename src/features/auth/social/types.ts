/** Facebook sign-in behind a small adapter (ARCHITECTURE rule 7): the SDK, or the demo chooser. */

/** What FB.login hands back when the person accepts. */
export interface SocialLoginResult {
  accessToken: string;
  userID: string;
}

export interface SocialAdapter {
  /** Opens the provider's login; null when the person cancels or does not authorise. */
  login(): Promise<SocialLoginResult | null>;
  /** Abandons a login in progress (the screen was left). */
  cancel?(): void;
}

/** AUTH-19: e-mail, public profile, birthday, hometown, location and photos. */
export const FACEBOOK_PERMISSIONS = ['email', 'public_profile', 'user_birthday', 'user_hometown', 'user_location', 'user_photos'] as const;
