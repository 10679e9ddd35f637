/**
 * The demo Facebook (no FACEBOOK_APP_ID configured): login() opens an in-app chooser that answers like
 * FB.login would. The demo API treats userIDs starting with 'known-' as connected accounts
 * ('known-<memberId>') and any other userID as a new person (get_user_data).
 */
import { useSyncExternalStore } from 'react';
import type { SocialAdapter, SocialLoginResult } from './types';

type Resolve = (r: SocialLoginResult | null) => void;

let pending: Resolve | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function settle(r: SocialLoginResult | null): void {
  const p = pending;
  pending = null;
  emit();
  p?.(r);
}

export const demoFacebookAdapter: SocialAdapter = {
  login: () =>
    new Promise<SocialLoginResult | null>((resolve) => {
      if (pending) settle(null);
      pending = resolve;
      emit();
    }),
  cancel: () => settle(null),
};

const token = () => `demo-fb-${Math.random().toString(36).slice(2, 10)}`;

/** The chooser's answers. */
export const demoAnswers = {
  /** An account already linked to a member (Sofía by default). */
  connected: (memberId = 3) => settle({ accessToken: token(), userID: `known-${memberId}` }),
  /** A person the site does not know yet: the API answers get_user_data. */
  newPerson: () => settle({ accessToken: token(), userID: `fb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` }),
  cancel: () => settle(null),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** True while a demo login waits for the chooser (read at the moment a navigation asks, SHELL-31). */
export const isDemoLoginOpen = (): boolean => pending !== null;

/** The same, for rendering. */
export function useDemoLoginOpen(): boolean {
  return useSyncExternalStore(subscribe, isDemoLoginOpen, () => false);
}
