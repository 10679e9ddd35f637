/** Signing in and keeping the session: authenticate, relog (recovery token for a new bearer), autologin. */
import { http, HttpResponse } from 'msw';
import { accountStateFailure, issueToken, memberForAutologinToken, memberForRecoveryToken } from '../../auth/tokens';
import { findMemberByEmail, passwordMatches } from '../../db';
import { isoAt } from '../../db/time';
import { toAuthJson } from '../../views/session';
import { apiUrl, failureResponse, jsonError, readBody, str } from '../base';
import { signIn } from './common';

export const loginHandlers = [
  http.post(apiUrl('/v1/authenticate'), async ({ request }) => {
    const body = await readBody(request);
    const member = findMemberByEmail(str(body, 'email'));
    if (!member || !passwordMatches(member, str(body, 'password'))) return jsonError(401, { error: 'invalid_credentials' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    return signIn(member);
  }),

  /** Trades a recovery token for a new bearer token; the recovery token stays valid. */
  http.post(apiUrl('/relog'), async ({ request }) => {
    const recoveryToken = str(await readBody(request), 'recovery_token');
    const member = recoveryToken ? memberForRecoveryToken(recoveryToken) : undefined;
    if (!member) return jsonError(401, { error: 'invalid_token' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    member.lastActive = isoAt(Date.now());
    return HttpResponse.json(toAuthJson(member, issueToken(member.id), recoveryToken));
  }),

  http.get(apiUrl('/v1/autologin/:token'), ({ params }) => {
    const member = memberForAutologinToken(String(params.token));
    if (!member) return jsonError(401, { error: 'invalid_token' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    return signIn(member);
  }),
];
