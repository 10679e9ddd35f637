/**
 * /__demo/*: control endpoints for browser tests and demos, which cannot reach into the server's
 * memory. Not part of the real API; never subject to scenarios or tokens.
 */
import { http, HttpResponse } from 'msw';
import { setTokenMaxAgeMs } from '../auth/tokens';
import { db, fillWithLongValues, fillWithXss, resetDemoDb } from '../db';
import { trigger } from '../realtime';
import { apiUrl, int, readBody, str, validationError, requiredStrings } from './base';
import { SCENARIO_NAMES, clearScenarios, parseScenarios, queueScenario } from './scenarios';

export const demoControlHandlers = [
  http.get(apiUrl('/__demo/scenario'), () => HttpResponse.json({ queue: db.scenarioQueue, known: SCENARIO_NAMES })),

  http.post(apiUrl('/__demo/scenario'), async ({ request }) => {
    const body = await readBody(request);
    const scenario = str(body, 'scenario');
    if (!parseScenarios(scenario)) return validationError({ scenario: 'unknown' });
    const times = body.times === undefined ? 1 : int(body.times);
    if (times === null || times < 1) return validationError({ times: 'invalid' });
    const path = str(body, 'path');
    if (path && !path.startsWith('/')) return validationError({ path: 'invalid' });
    const queued = queueScenario({ scenario, times, path: path || undefined, method: str(body, 'method') || undefined });
    return HttpResponse.json({ queued, queue: db.scenarioQueue });
  }),

  http.delete(apiUrl('/__demo/scenario'), () => HttpResponse.json({ cleared: clearScenarios() })),

  /** Sent e-mails (recovery links, validation codes); ?to= filters by recipient. */
  http.get(apiUrl('/__demo/outbox'), ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
    return HttpResponse.json(to ? db.outbox.filter((mail) => mail.to.toLowerCase() === to) : db.outbox);
  }),

  http.post(apiUrl('/__demo/reset'), () => {
    resetDemoDb();
    setTokenMaxAgeMs(null);
    return HttpResponse.json({ ok: true });
  }),

  /** Makes a member a subscriber, as a paid plan would ({userId}): benches and tests that need a member without the free limits. */
  http.post(apiUrl('/__demo/premium'), async ({ request }) => {
    const { userId } = (await request.json().catch(() => ({}))) as { userId?: unknown };
    const m = typeof userId === 'number' ? db.members.get(userId) : undefined;
    if (!m) return HttpResponse.json({ error: 'unknown member' }, { status: 404 });
    Object.assign(m, { premium: true, activeSubscription: true });
    return HttpResponse.json({ ok: true });
  }),

  /** The XSS corpus switch (issue 22, db/xss.ts): every member and API text answers the corpus until the next reset. */
  http.post(apiUrl('/__demo/xss'), () => {
    fillWithXss(db);
    return HttpResponse.json({ ok: true });
  }),

  /**
   * The longest-values switch (issue 42, db/long-values.ts): 15-character nicknames without spaces, the
   * longest places, 500-character descriptions and two-digit counts, until the next reset.
   */
  http.post(apiUrl('/__demo/long-values'), () => {
    fillWithLongValues(db);
    return HttpResponse.json({ ok: true });
  }),

  /** Makes the realtime double send a server event: {channel, event, data}. */
  http.post(apiUrl('/__demo/trigger'), async ({ request }) => {
    const body = await readBody(request);
    const fields = requiredStrings(body, ['channel', 'event']);
    if (fields instanceof Response) return fields;
    const { channel, event } = fields;
    const delivered = trigger(channel, event, body.data ?? {});
    return HttpResponse.json({ ok: true, delivered });
  }),

  /**
   * The chat messages the server holds, oldest first; ?from= and ?to= (member ids) filter them. Browser
   * tests count what the app really delivered (e.g. a queued message sent exactly once).
   */
  http.get(apiUrl('/__demo/messages'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    const from = q.has('from') ? Number(q.get('from')) : null;
    const to = q.has('to') ? Number(q.get('to')) : null;
    const list = db.messages.filter((m) => (from === null || m.from === from) && (to === null || m.to === to));
    return HttpResponse.json(
      list.map(({ id, from: f, to: t, type, text, image, createdAt }) => ({ id, from: f, to: t, type, text, image, createdAt })),
    );
  }),

  /** What the server pushed (or would have pushed) over realtime, oldest first. */
  http.get(apiUrl('/__demo/realtime'), () => HttpResponse.json(db.realtimeLog)),

  /**
   * Ages tokens out on demand so a browser test can exercise relog without waiting 30 minutes:
   * {userId?} expires that member's bearer tokens (all when omitted); {maxAgeMs} changes the max age
   * (null restores the default) until the next reset.
   */
  http.post(apiUrl('/__demo/tokens/expire'), async ({ request }) => {
    const body = await readBody(request);
    const userId = body.userId === undefined ? null : int(body.userId);
    let expired = 0;
    for (const record of db.tokens.values()) {
      if (userId === null || record.userId === userId) {
        record.issuedAt = 0;
        expired++;
      }
    }
    if ('maxAgeMs' in body) setTokenMaxAgeMs(body.maxAgeMs === null ? null : int(body.maxAgeMs));
    return HttpResponse.json({ expired });
  }),
];
