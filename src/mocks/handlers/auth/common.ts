/** What the access calls share: the e-mail and password rules, and signing a member in. */
import { HttpResponse } from 'msw';
import { issueSession } from '../../auth/tokens';
import type { DbMember } from '../../db';
import { isoAt } from '../../db/time';
import { toAuthJson } from '../../views/session';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Registration password: 4 to 20 letters, digits or underscore (AUTH-04). */
export const PASSWORD_PATTERN = /^\w{4,20}$/;

/** Signs a member in: fresh bearer + recovery token, online now. */
export function signIn(member: DbMember): Response {
  const { token, recoveryToken } = issueSession(member.id);
  member.online = true;
  member.lastActive = isoAt(Date.now());
  return HttpResponse.json(toAuthJson(member, token, recoveryToken));
}
