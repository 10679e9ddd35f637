/**
 * Bearer and recovery tokens of the demo API.
 *
 * Bearer tokens are opaque strings mapped to a member id and an issue time; once older than the max
 * age (default 30 min, DEMO_TOKEN_MAX_AGE_MS on the node server) they answer 401 token_expired, which
 * is what drives the client's relog (API-05). Recovery tokens do not expire: POST /relog trades one
 * for a fresh bearer token and keeps it valid, so concurrent relogs from one client all succeed.
 * Both live in the db state, so resetDemoDb() forgets them.
 */
import { DEFAULT_TOKEN_MAX_AGE_MS } from '../config';
import { db, getMember } from '../db';
import type { DbMember } from '../db';
import { randomHex } from '../lib/random-token';

export const AUTOLOGIN_PREFIX = 'demo-autologin-';

let maxAgeOverride: number | null = null;

function envMaxAge(): number | null {
  const raw = typeof process !== 'undefined' ? process.env?.DEMO_TOKEN_MAX_AGE_MS : undefined;
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function tokenMaxAgeMs(): number {
  return maxAgeOverride ?? envMaxAge() ?? DEFAULT_TOKEN_MAX_AGE_MS;
}

/** For tests: force a max age (null restores the env/default value). */
export function setTokenMaxAgeMs(ms: number | null): void {
  maxAgeOverride = ms;
}

export function issueToken(userId: number): string {
  const token = `tok_${randomHex(16)}`;
  db.tokens.set(token, { userId, issuedAt: Date.now() });
  return token;
}

export function issueRecoveryToken(userId: number): string {
  const token = `rec_${randomHex(16)}`;
  db.recoveryTokens.set(token, userId);
  return token;
}

export function issueSession(userId: number): { token: string; recoveryToken: string } {
  return { token: issueToken(userId), recoveryToken: issueRecoveryToken(userId) };
}

/** Error bodies of the catalogue (A §8) that a token check can produce. */
export type AuthFailure =
  | { status: 401; body: { error: 'invalid_token' | 'token_expired' | 'user_locked' | 'user_not_found' } }
  | { status: 401; body: { errcode: 1000; email: string } };

export type TokenCheck = { ok: true; member: DbMember; token: string } | ({ ok: false } & AuthFailure);

/** The account-state answers shared by token checks and logins (locked e-mail, deactivated user). */
export function accountStateFailure(member: DbMember): AuthFailure | null {
  if (member.status === 'email_locked') return { status: 401, body: { errcode: 1000, email: member.email } };
  if (member.status === 'user_locked') return { status: 401, body: { error: 'user_locked' } };
  return null;
}

export function checkToken(token: string | null, now = Date.now()): TokenCheck {
  const record = token ? db.tokens.get(token) : undefined;
  if (!token || !record) return { ok: false, status: 401, body: { error: 'invalid_token' } };
  if (now - record.issuedAt > tokenMaxAgeMs()) return { ok: false, status: 401, body: { error: 'token_expired' } };
  const member = getMember(record.userId);
  if (!member) return { ok: false, status: 401, body: { error: 'user_not_found' } };
  const failure = accountStateFailure(member);
  if (failure) return { ok: false, ...failure };
  return { ok: true, member, token };
}

/** `Authorization: Bearer <token>` -> token (case-insensitive scheme). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function memberForRecoveryToken(token: string): DbMember | undefined {
  const userId = db.recoveryTokens.get(token);
  return userId === undefined ? undefined : getMember(userId);
}

/** demo-autologin-<id> -> member (regular members and demo accounts only). */
export function memberForAutologinToken(token: string): DbMember | undefined {
  if (!token.startsWith(AUTOLOGIN_PREFIX)) return undefined;
  const id = Number(token.slice(AUTOLOGIN_PREFIX.length));
  const member = Number.isInteger(id) ? getMember(id) : undefined;
  return member && !member.system ? member : undefined;
}
