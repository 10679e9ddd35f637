/**
 * Account calls (B §7; API-50..54, API-56, API-65; OPEN-13, OPEN-14, OPEN-16), stateful:
 *
 * - GET /v1/account: e-mail, username, genderId, age range, subscription and notification settings.
 * - PUT /v1/account/password {old, new} (MD5 digests or plain): a wrong old password answers 400; the
 *   new one replaces it (the old one stops working) and a fresh token pair comes back.
 * - PUT /v1/account/notifications {web, android}: kept per member.
 * - PUT /v1/account/age-range {min, max}: 18 to 99, gap of at least 1.
 * - DELETE /v1/account {password}: the member is removed (their logins and tokens stop working).
 * - POST /v1/account/renewal/1 {email, password} answers {error:'', users} (the members to whom a last
 *   message can be sent) or a non-empty error; /2 records 'on hold'; /3 cancels the renewal.
 * - POST /v1/user/refund (form: id): the withdrawal; revokes premium and answers resultset.idTramite.
 */
import { HttpResponse } from 'msw';
import type { ApiAccountJson, ApiSubscriptionJson, ApiUnsubscribeUserJson } from '@/mocks/wire/account';
import { ageOf, db, getMember, passwordMatches, profilePhoto, setPassword } from '../db';
import type { DbAlerts, DbAlertSet, DbFlag, DbMember, DbSubscription } from '../db';
import { issueSession } from '../auth/tokens';
import { DAY, isoAt } from '../db/time';
import { int, jsonError, readBody, str, memberRoute } from './base';
import type { Body } from './base';

export const ALERT_KEYS = ['messages', 'visits', 'matches', 'recomendados', 'resumen', 'promociones'] as const;

/** Everything on but promotions; 'resumen' only means something for women. */
export function defaultAlerts(): DbAlerts {
  return { web: { messages: '1', visits: '1', matches: '1', recomendados: '1', resumen: '1', promociones: '0' }, android: null };
}

export function alertsOf(member: DbMember): DbAlerts {
  return db.alerts.get(member.id) ?? defaultAlerts();
}

/** The plan a premium member has when nothing else was recorded: started 20 days ago, 3 months. */
export function defaultSubscription(member: DbMember): DbSubscription {
  const start = Date.parse(member.createdAt) || Date.now();
  const startMs = Math.max(start, Date.now() - 20 * DAY);
  return {
    description: 'Plan Premium · 3 meses',
    active: '1',
    startDate: isoAt(startMs).slice(0, 10),
    endDate: isoAt(startMs + 90 * DAY).slice(0, 10),
    renewal: member.activeSubscription,
    hideCancelButton: !member.activeSubscription,
  };
}

/** null: no subscription, or one being processed (the session still says premium, ACC-09). */
function subscriptionOf(member: DbMember): ApiSubscriptionJson | null {
  if (db.subscriptions.has(member.id)) {
    const s = db.subscriptions.get(member.id);
    return s && s !== 'processing' ? { ...s } : null;
  }
  return member.premium ? defaultSubscription(member) : null;
}

function toAccountJson(member: DbMember): ApiAccountJson {
  const alerts = alertsOf(member);
  return {
    email: member.email,
    username: member.username,
    genderId: member.gender,
    ageRange: { ...member.ageRange },
    subscriptions: subscriptionOf(member),
    alerts: { web: { ...alerts.web }, android: alerts.android ? { ...alerts.android } : null },
  };
}

function flag(v: unknown): DbFlag | null {
  if (v === '1' || v === 1 || v === true) return '1';
  if (v === '0' || v === 0 || v === false) return '0';
  return null;
}

function alertSet(v: unknown): DbAlertSet | null {
  if (!v || typeof v !== 'object') return null;
  const src = v as Record<string, unknown>;
  const out: Partial<DbAlertSet> = {};
  for (const k of ALERT_KEYS) {
    const f = flag(src[k]);
    if (!f) return null;
    out[k] = f;
  }
  return out as DbAlertSet;
}

/** Conversation partners, most recent first (at most 10): the members a last message can go to. */
function lastMessageCandidates(member: DbMember): ApiUnsubscribeUserJson[] {
  const blocked = new Set(db.dislikes.filter((d) => d.from === member.id).map((d) => d.to));
  const seen = new Set<number>();
  const out: ApiUnsubscribeUserJson[] = [];
  for (let i = db.messages.length - 1; i >= 0 && out.length < 10; i--) {
    const m = db.messages[i];
    if (!m || (m.from !== member.id && m.to !== member.id)) continue;
    const otherId = m.from === member.id ? m.to : m.from;
    if (seen.has(otherId) || blocked.has(otherId)) continue;
    seen.add(otherId);
    const other = getMember(otherId);
    if (!other || other.system) continue;
    const photo = profilePhoto(other);
    out.push({
      id: other.id,
      nickname: other.nickname,
      years: ageOf(other),
      gender: other.gender,
      picture: photo?.name ?? '',
      hasPicture: Boolean(photo),
    });
  }
  return out;
}

function invalidPassword(): Response {
  return jsonError(400, { error: 'invalid_password' });
}

function recordRenewal(member: DbMember, step: 1 | 2 | 3): void {
  db.renewals.push({ memberId: member.id, step, at: isoAt(Date.now()) });
}

const body = (request: Request): Promise<Body> => readBody(request);

export const accountHandlers = [
  memberRoute.get('/v1/account', ({ member }) => HttpResponse.json(toAccountJson(member))),

  memberRoute.put('/v1/account/password', async ({ request, member }) => {
    const b = await body(request);
    const next = str(b, 'new');
    if (!passwordMatches(member, str(b, 'old'))) return invalidPassword();
    if (!next) return jsonError(400, { error: 'invalid_new_password' });
    setPassword(member, next);
    const { token, recoveryToken } = issueSession(member.id);
    return HttpResponse.json({ token, recovery_token: recoveryToken });
  }),

  memberRoute.put('/v1/account/notifications', async ({ request, member }) => {
    const b = await body(request);
    const web = alertSet(b.web);
    const android = b.android === null || b.android === undefined ? null : alertSet(b.android);
    if (!web || (b.android && !android)) return jsonError(400, { error: 'invalid_notifications' });
    // A member without the Android app keeps no Android column, whatever was sent.
    const current = alertsOf(member);
    db.alerts.set(member.id, { web, android: current.android ? (android ?? current.android) : null });
    return HttpResponse.json({ status: 'ok' });
  }),

  memberRoute.put('/v1/account/age-range', async ({ request, member }) => {
    const b = await body(request);
    const min = int(b.min);
    const max = int(b.max);
    if (min === null || max === null || min < 18 || max > 99 || max - min < 1) return jsonError(400, { error: 'invalid_age_range' });
    member.ageRange = { min, max };
    return HttpResponse.json({ status: 'ok', min, max });
  }),

  memberRoute.delete('/v1/account', async ({ request, member }) => {
    const b = await body(request);
    if (!passwordMatches(member, str(b, 'password'))) return invalidPassword();
    db.members.delete(member.id);
    for (const [token, rec] of db.tokens) if (rec.userId === member.id) db.tokens.delete(token);
    for (const [token, id] of db.recoveryTokens) if (id === member.id) db.recoveryTokens.delete(token);
    return HttpResponse.json({ status: 'ok' });
  }),

  memberRoute.post('/v1/account/renewal/:step', async ({ request, params, member }) => {
    const step = int(params.step);
    if (step === 1) {
      const b = await body(request);
      recordRenewal(member, 1);
      const ok = str(b, 'email') === member.email.toLowerCase() && passwordMatches(member, str(b, 'password'));
      return HttpResponse.json(ok ? { error: '', users: lastMessageCandidates(member) } : { error: 'invalid_credentials', users: [] });
    }
    if (step === 2) {
      recordRenewal(member, 2);
      return HttpResponse.json({ error: '', status: 'on_hold' });
    }
    if (step === 3) {
      recordRenewal(member, 3);
      const current = subscriptionOf(member);
      if (current)
        db.subscriptions.set(member.id, {
          ...current,
          active: current.active === '0' ? '0' : '1',
          renewal: false,
          hideCancelButton: true,
        });
      member.activeSubscription = false;
      return HttpResponse.json({ error: '', status: 'cancelled' });
    }
    return jsonError(400, { error: 'invalid_step' });
  }),

  memberRoute.post('/v1/user/refund', async ({ request, member }) => {
    const b = await body(request);
    if (int(b.id) !== member.id) return jsonError(400, { error: 'invalid_id' });
    if (!member.btnRefund) return jsonError(400, { error: 'refund_not_available' });
    const idTramite = String(4_100_000 + db.refunds.length * 7 + member.id * 13);
    db.refunds.push({ memberId: member.id, idTramite, at: isoAt(Date.now()) });
    Object.assign(member, { premium: false, activeSubscription: false, btnRefund: false });
    db.subscriptions.set(member.id, null);
    return HttpResponse.json({ resultset: { idTramite } });
  }),
];
