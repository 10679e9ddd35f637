/**
 * Access calls (A §7; OPEN-06, OPEN-07): authenticate, register, social connect, relog, autologin,
 * password recovery and reset, e-mail validation.
 *
 * Failures follow the error catalogue (A §8): a plain unauthorised answer (401 with an error the
 * catalogue does not name, e.g. invalid_credentials) is a "null result" for the client, while
 * invalid_token, user_locked and errcode 1000 are session problems it acts on.
 *
 * By concern: login.ts (authenticate, relog, autologin), registration.ts, facebook.ts (social
 * connect), recovery.ts (password reset, e-mail validation); common.ts holds what they share.
 */
import { facebookHandlers } from './facebook';
import { loginHandlers } from './login';
import { recoveryHandlers } from './recovery';
import { registrationHandlers } from './registration';

export const authHandlers = [...loginHandlers, ...registrationHandlers, ...facebookHandlers, ...recoveryHandlers];
