import { config } from '@/shared/config/env';
import { demoFacebookAdapter } from './demo-adapter';
import type { SocialAdapter } from './types';

/** The real SDK adapter with a Facebook app id, the demo chooser without one. */
export async function loadSocialAdapter(): Promise<SocialAdapter> {
  if (!config.facebookAppId) return demoFacebookAdapter;
  const { createFacebookAdapter } = await import(/* webpackChunkName: "facebook" */ './facebook-adapter');
  return createFacebookAdapter(config.facebookAppId);
}
