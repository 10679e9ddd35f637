/**
 * Builds the demo database from a seed. Pure: the same (seed, now) always gives the same state, so
 * tests can rely on ids, nicknames, places and conversations. `now` only anchors ages and the
 * "minutes ago" of timestamps; it is fixed once per process (see db/index.ts).
 *
 * Steps: members.ts (with member-details.ts) then activity.ts, on one SeedState (state.ts).
 */
import { DEMO_ACCOUNTS, SEEDED_MEMBER_COUNT } from '../demo-accounts';
import { LOCATIONS } from '../locations';
import { isoAt } from '../time';
import type { DemoDbState } from '../types';
import { addActivityFor } from './activity';
import { addDemoAccounts, addRegularMembers, addSystemUsers } from './members';
import { SeedState } from './state';

export const DEFAULT_SEED = 14_02_2024;

export interface SeedOptions {
  seed?: number;
  /** ms since epoch that ages and relative timestamps are computed against. */
  now?: number;
  memberCount?: number;
}

/** The seeded state: members first, then the demo accounts' activity, messages in date order. */
function build(s: SeedState, memberCount: number): DemoDbState {
  addSystemUsers(s);
  addDemoAccounts(s);
  addRegularMembers(s, memberCount);
  addActivityFor(s, DEMO_ACCOUNTS.sofia.id, { conversations: 6, openers: 2, sentOnly: 1, unread: 3, notices: 2, matching: true });
  addActivityFor(s, DEMO_ACCOUNTS.martin.id, { conversations: 4, openers: 2, sentOnly: 1, unread: 2, notices: 1, matching: false });
  addActivityFor(s, DEMO_ACCOUNTS.valentina.id, { conversations: 7, openers: 2, sentOnly: 1, unread: 2, notices: 2, matching: true });
  s.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const lastMemberId = Math.max(...s.members.keys());
  return {
    generatedAt: isoAt(s.now),
    seed: s.seed,
    locations: LOCATIONS,
    members: s.members,
    messages: s.messages,
    likes: s.likes,
    dislikes: s.dislikes,
    visits: s.visits,
    tokens: new Map(),
    recoveryTokens: new Map(),
    outbox: [],
    scenarioQueue: [],
    realtimeLog: [],
    reports: [],
    likeGameSkips: [],
    // Valentina also uses the Android app (its notification column shows, ACC-13).
    alerts: new Map([
      [
        DEMO_ACCOUNTS.valentina.id,
        {
          web: { messages: '1', visits: '1', matches: '1', recomendados: '1', resumen: '1', promociones: '0' },
          android: { messages: '1', visits: '0', matches: '1', recomendados: '0', resumen: '0', promociones: '0' },
        },
      ],
    ]),
    subscriptions: new Map(),
    refunds: [],
    renewals: [],
    pendingEmailValidation: null,
    payments: [],
    tickets: [],
    webPushSubscriptions: new Map(),
    pushLog: [],
    nextIds: { member: lastMemberId + 1, message: s.nextMessageId, photo: s.nextPhotoId, email: 1 },
    xss: false,
    facebookDemo: { permission: 'granted', albums: 'default' },
  };
}

export function generateDemoDb(options: SeedOptions = {}): DemoDbState {
  const s = new SeedState(options.seed ?? DEFAULT_SEED, options.now ?? Date.now());
  return build(s, options.memberCount ?? SEEDED_MEMBER_COUNT);
}
