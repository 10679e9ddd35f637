/** Social sign-in: the demo's Facebook connect (a connected account signs in, a new one pre-fills registration). */
import { http, HttpResponse } from 'msw';
import type { ApiFacebookConnectJson } from '@/mocks/wire/session';
import { accountStateFailure, issueSession } from '../../auth/tokens';
import { DEMO_ACCOUNTS, db, getMember } from '../../db';
import type { DbMember } from '../../db';
import { hashString, Random } from '../../lib/prng';
import { toAuthJson } from '../../views/session';
import { apiUrl, failureResponse, readBody, requiredStrings } from '../base';

/**
 * Demo Facebook: a userID already used to register, or starting with 'known-' ('known-<memberId>',
 * else Sofía), is a connected account; any other userID is a new person whose data pre-fills the
 * register form (deterministic from the userID).
 */
function facebookMember(userID: string): DbMember | undefined {
  for (const m of db.members.values()) if (m.facebookUserId === userID) return m;
  if (!userID.startsWith('known-')) return undefined;
  const id = Number(userID.slice('known-'.length));
  const member = Number.isInteger(id) ? getMember(id) : undefined;
  return member && !member.system ? member : getMember(DEMO_ACCOUNTS.sofia.id);
}

function facebookRegisterData(accessToken: string, userID: string, now = Date.now()): NonNullable<ApiFacebookConnectJson['register_data']> {
  const rng = Random.fromSeed(hashString(userID));
  const year = new Date(now).getUTCFullYear() - rng.int(20, 45);
  const handle = userID.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'fb';
  return {
    email: `${handle}@facebook.example.com`,
    birthdate: { day: rng.int(1, 28), month: rng.int(1, 12), year },
    gender: rng.chance(0.5) ? 'h' : 'm',
    accessToken,
    userID,
  };
}

export const facebookHandlers = [
  http.post(apiUrl('/v1/facebook/connect'), async ({ request }) => {
    const fields = requiredStrings(await readBody(request), ['accessToken', 'userID']);
    if (fields instanceof Response) return fields;
    const { accessToken, userID } = fields;
    const longAccessToken = `demo-long-${accessToken}`;
    const member = facebookMember(userID);
    if (!member) {
      const answer: ApiFacebookConnectJson = {
        fb_connect_status: 'get_user_data',
        longAccessToken,
        register_data: facebookRegisterData(accessToken, userID),
      };
      return HttpResponse.json(answer);
    }
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    const { token, recoveryToken } = issueSession(member.id);
    // 'connected' logs the member in (A §4): beside what the contract names for this answer
    // (fb_connect_status, longAccessToken), the demo answers what a login answers (token,
    // recovery_token, sessionInfo, pusher, webpush) at the top level; the contract does not say which
    // fields carry the session (CONTRACT-NOTES §5). The long token is Facebook's, not a bearer of this API.
    const answer = {
      fb_connect_status: 'connected',
      longAccessToken,
      ...toAuthJson(member, token, recoveryToken),
    } satisfies ApiFacebookConnectJson;
    return HttpResponse.json(answer);
  }),
];
