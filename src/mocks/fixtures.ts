/**
 * Helpers for tests that need a signed-in demo member without going through the login screen:
 *   const { headers, member } = loginAs('sofia');
 *   await fetch(apiUrl('/v1/session?id=0'), { headers });
 * Tokens are issued straight into the db (reset before every test by jest.setup).
 */
import { issueSession } from './auth/tokens';
import { DEMO_ACCOUNTS, getMember } from './db';
import type { DbMember, DemoAccountKey } from './db';
import { queueScenario } from './handlers/scenarios';

export interface DemoLogin {
  member: DbMember;
  token: string;
  recoveryToken: string;
  headers: { Authorization: string };
}

export function loginAs(account: DemoAccountKey | number): DemoLogin {
  const id = typeof account === 'number' ? account : DEMO_ACCOUNTS[account].id;
  const member = getMember(id);
  if (!member) throw new Error(`no demo member ${id}`);
  const { token, recoveryToken } = issueSession(id);
  return { member, token, recoveryToken, headers: { Authorization: `Bearer ${token}` } };
}

/** Queues a forced answer, as POST /__demo/scenario does (e.g. forceScenario('500', {path: '/v1/session'})). */
export function forceScenario(scenario: string, options: { times?: number; path?: string; method?: string } = {}): void {
  queueScenario({ scenario, ...options });
}
