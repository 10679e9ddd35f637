/**
 * Public surface of the account area: what the app's build-time render of my account needs
 * (src/app/boot/prerender/my-account.tsx), the action that puts an account in. The boot loader uses
 * ./first-screen.ts instead; the routes lazy-import ./screens/.
 */
import { accountActions } from './slice';

export type { Account } from './types';
export const { accountLoaded } = accountActions;
