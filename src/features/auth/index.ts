/** Public surface of the entry flows: social sign-in, which the visitor's home page offers too. */
export * from './social';

/** What autologin hands to the paywall and the one-time payment page (AUTH-31, AUTH-42). */
export { readAutologinHandoff } from './handoff';
