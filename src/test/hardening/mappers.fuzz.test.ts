/**
 * Fuzzed answers, mapper level (issue 22): every wire mapper is fed thousands of arbitrary, truncated
 * and wrongly typed answers derived from the demo API's real ones (src/test/fuzz.ts). None may throw,
 * and what comes out is plain data (finite numbers) with the invariants the screens rely on (ids are
 * positive integers, texts are strings, URLs passed the allow-list).
 *
 * Seeded (FUZZ_SEED, default 220022): a failure prints the seed and the case's path to replay it.
 */
import fc from 'fast-check';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { toAccount, toAlertSet, toUnsubscribeUsers } from '@/features/account/mappers';
import { authPayload } from '@/features/auth/mappers';
import { toDashItems } from '@/features/dashboard/mappers';
import { pictureCandidates, toGameUsers } from '@/features/like-game/mappers';
import { toListItems } from '@/features/lists/mappers';
import { toChatMessages, toChatRows, toHeader } from '@/features/messages/state/mappers';
import { parseNotice } from '@/features/messages/conversation/notice';
import { toMyProfile, toOwnImages, toPostRegister } from '@/features/my-profile/mappers';
import { toPaywall, toPlan, toThankYou } from '@/features/paywall/mappers';
import { toProfileView } from '@/features/profile/mappers';
import { toOfflineSnapshot, toOpenConversation, toPromptRecord } from '@/features/pwa/mappers';
import { toNotice, toPromo } from '@/features/realtime/connection';
import { promoTarget } from '@/features/realtime/promo';
import { parseSavedSearch } from '@/features/search/body';
import { toSearchOptions } from '@/features/search/filters';
import { sessionPayload, toMe, toRealtime } from '@/features/session';
import { extractSuggestions } from '@/api/tag-suggestions';
import { clickAction, notificationFromPush } from '@/shared/push/notification';
import { safeServerUrl, safeUrl } from '@/shared/lib/safe-url';
import { list } from '@/shared/lib/wire';
import { FUZZ_SEED, expectPlainData, expectShapeOf, fuzz, fuzzCount, weirdValue, wireAnswer, wireText } from '@/test/fuzz';
import { XSS_CORPUS } from '@/test/xss-corpus';
import pwaTexts from '@locales/es-AR/pwa.json';

/** Cases per mapper property: cheap, so many. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

const samples: Record<string, unknown> = {};

async function get(path: string, token: string): Promise<unknown> {
  const res = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

beforeAll(async () => {
  const auth = (await (
    await fetch(`${API_BASE}/v1/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.valentina.email, password: DEMO_ACCOUNTS.valentina.password }),
    })
  ).json()) as { token: string };
  const t = auth.token;
  samples.auth = auth;
  samples.session = await get('/v1/session?id=0', t);
  samples.dashboard = await get('/v1/dashboard/listing/recent?page=0', t);
  const firstId = ((samples.dashboard as { items: { id: number; type: string }[] }).items.find((i) => i.type === 'USER') ?? { id: 10 }).id;
  samples.profile = await get(`/v1/profile/${firstId}`, t);
  samples.chats = await get('/v1/messages/received?page=0', t);
  const chatId = (samples.chats as { items?: { id: number }[] }).items?.[0]?.id ?? firstId;
  samples.conversation = await get(`/v1/messages/view/${chatId}`, t);
  samples.lists = await get('/v1/user/visits/received?page=0', t);
  samples.likeGame = await get(`/v1/juegolikes/${DEMO_ACCOUNTS.valentina.id}/1/0/18/99`, t);
  samples.paywall = await get('/v2/paywall?type=RM&isMobile=true', t);
  samples.thankYou = { thkpage: true, error: true, msg: 'El pago fue rechazado.' };
  samples.account = await get('/v1/account', t);
  samples.searchOptions = await get('/v1/user/search-options', t);
  samples.myProfile = await get('/v1/profile', t);
  // The wizard reads getMyProfile's answer (the contract has no post-register call).
  samples.postRegister = samples.myProfile;
  samples.images = await get('/v1/profile/image', t);
  samples.unsubscribe = [{ id: 12, nickname: 'Lucía', years: 31, gender: 2, picture: 'a.jpg', hasPicture: true }];
  samples.realtime = { iduser: 12, apodo: 'Lucía', sexo: 2, imagen: 'a.jpg', message: 'Hola', messageType: 1, timestamp: 1, id: 99 };
  samples.promo = {
    action: 'mkt-pushes',
    imageMobile: 'http://localhost:8081/img/promo/a.svg',
    linkMobile: '{paywall}?promo=6',
    analytics: { ga: { impression: 'imp', click: 'clk' } },
  };
  samples.push = {
    type: 'message',
    user: { id: 12, nickname: 'Lucía', picture: 'https://img.flechazo.ar/12.jpg' },
    message: { text: 'Hola', type: 1 },
  };
  samples.offline = {
    meId: 5,
    savedAt: 1,
    conversations: [
      { userId: 12, userName: 'Lucía', userImg: 'a.jpg', userGenderId: 2, messageText: 'Hola', messageType: 1, date: 'hoy', unread: 1 },
    ],
    chats: {
      12: {
        userId: 12,
        nickname: 'Lucía',
        picture: 'a.jpg',
        hasPicture: true,
        gender: 2,
        messages: [{ id: 1, texto: 'Hola', tipoMensaje: 1, isMine: false, hour: '10:00', date: 'hoy' }],
      },
    },
  };
  samples.suggestions = { docs: [{ title: 'Rayuela' }, { title: 'Ficciones' }] };
  for (const [k, v] of Object.entries(samples)) if (!v || typeof v !== 'object') throw new Error(`no sample for ${k}`);
});

afterAll(() => {
  process.stdout.write(`fuzz (mappers): ${fuzzCount.cases} cases, seed ${FUZZ_SEED}\n`);
});

/** Plain data with the types the mapper gives the real answer. */
function expectLike(mapper: (a: unknown) => unknown, sample: unknown, out: unknown, unions?: RegExp): void {
  expectPlainData(out);
  expectShapeOf(mapper(sample), out, unions);
}

/**
 * Feeds `mapper` answers derived from the sample `name` (`answers`, by default its wire answers): it
 * never throws, each result is plain data of the types it gives the real answer, and passes `check`.
 */
function fuzzMapper<T>(
  name: string,
  mapper: (a: unknown) => T,
  check: (out: T, a: unknown) => void = () => {},
  { unions, answers }: { unions?: RegExp; answers?: fc.Arbitrary<unknown> } = {},
): void {
  const sample = samples[name];
  fuzz(
    answers ?? wireAnswer(sample),
    (a) => {
      const out = mapper(a);
      expectLike(mapper, sample, out, unions);
      check(out, a);
    },
    RUNS,
  );
}
/** Option values are strings or numbers (ME-15); a saved search's value is a string or a list by its list's type (SRCH-05). */
const OPTION_VALUE = /\.value$/;
const SEARCH_VALUES = /^\$\.values\./;

const isId = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
const allowedImage = (u: string) => u === '' || u.startsWith('/') || safeUrl(u, 'image') === u;
/** A list answer's items: the answer itself, or its `items`. */
const itemsOf = (a: unknown) => (Array.isArray(a) ? a : (a as { items?: unknown } | null)?.items);
const fieldsOf = (a: unknown) => (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;

describe('fuzzed answers: every API mapper, arbitrary / truncated / wrongly typed JSON', () => {
  it('[DASH-02] [DASH-04] [OPEN-18] dashboard items: ids positive, notices only with an allowed image and a safe link', () => {
    fuzzMapper(
      'dashboard',
      (a) => toDashItems(itemsOf(a), 's'),
      (items) => {
        for (const i of items) {
          expect(isId(i.id)).toBe(true);
          if (i.type === 'NOTICE') {
            expect(allowedImage(i.img) && i.img !== '').toBe(true);
            expect(i.link === '' || i.link.startsWith('/') || safeUrl(i.link, 'link') === i.link).toBe(true);
          } else expect(typeof i.nickname).toBe('string');
        }
      },
    );
  });

  it('[LIST-01] [OPEN-18] list items: members with an id, "-" places, notices with allowed URLs', () => {
    fuzzMapper(
      'lists',
      (a) => toListItems(a, 0),
      (items) => {
        for (const i of items) {
          expect(isId(i.id)).toBe(true);
          if (i.type === 'USER') expect(i.province.length).toBeGreaterThan(0);
          else expect(allowedImage(i.img)).toBe(true);
        }
      },
    );
  });

  it('[PROF-02] [PROF-07] [OPEN-18] profile view: null or a profile with an id and string texts', () => {
    fuzzMapper('profile', toProfileView, (p) => {
      if (p) {
        expect(isId(p.id)).toBe(true);
        expect(p.photos.every((x) => typeof x === 'string' && x !== '')).toBe(true);
        expect(typeof p.description).toBe('string');
      }
    });
  });

  it('[MSG-02] [MSG-15] [MSG-16] [OPEN-18] chat rows, conversation header and messages', () => {
    fuzzMapper(
      'chats',
      (a) => toChatRows(itemsOf(a)),
      (rows) => expect(rows.every((r) => isId(r.userId) && r.unread >= 0)).toBe(true),
    );
    fuzzMapper(
      'conversation',
      (a) => [toHeader(fieldsOf(a).user, 7), toChatMessages(fieldsOf(a).messages)] as const,
      ([header, messages]) => {
        if (header) expect(isId(header.id)).toBe(true);
        expect(messages.every((m) => isId(m.id) && typeof m.texto === 'string')).toBe(true);
        for (const m of messages) if (m.tipoMensaje === -1) parseNotice(m.texto);
      },
    );
  });

  it('[MSG-21] notice HTML: any text parses into a title and a body, never markup', () => {
    fuzz(
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(...XSS_CORPUS),
        fc.constantFrom('<h1>', '<<<>>>', '<title>x', '<h2><svg onload=x>'),
      ),
      (html) => {
        const n = parseNotice(html);
        expect(typeof n.title).toBe('string');
        expect(typeof n.body).toBe('string');
      },
      RUNS,
    );
  });

  it('[GAME-03] [OPEN-18] like-game users: null or users with ids, pictures only from allowed hosts', () => {
    fuzzMapper(
      'likeGame',
      (x) => toGameUsers(x, 2, DEMO_ACCOUNTS.valentina.id),
      (users) => {
        for (const u of users ?? []) {
          expect(isId(u.id)).toBe(true);
          for (const url of pictureCandidates(u)) expect(allowedImage(url)).toBe(true);
        }
      },
    );
  });

  it('[PAY-03] [PAY-04] [PAY-31] [OPEN-18] paywall, plans and the thank-you page', () => {
    fuzzMapper(
      'paywall',
      (x) => toPaywall(x as never),
      (p, a) => {
        expect(p.plans.length).toBeLessThanOrEqual(2);
        expect(p.plans.every((x) => isId(x.id) && typeof x.name === 'string' && x.list.every((l) => typeof l === 'string'))).toBe(true);
        expect(p.legal.every((l) => typeof l === 'string')).toBe(true);
        for (const plan of list((a as { plans?: unknown } | null)?.plans)) expectPlainData(toPlan(plan));
      },
    );
    fuzzMapper('thankYou', (x) => toThankYou(x as never));
  });

  it('[ACC-02] [ACC-08] [ACC-10] [UNSUB-04] [OPEN-18] account, alert sets and unsubscribe candidates', () => {
    fuzzMapper('account', toAccount, (acc, a) => {
      if (acc) expect(acc.ageRange.min).toBeLessThan(acc.ageRange.max);
      expectPlainData(toAlertSet((a as { alerts?: { web?: unknown } } | null)?.alerts?.web));
    });
    fuzzMapper('unsubscribe', toUnsubscribeUsers, (users) => {
      expect(users.every((u) => Number.isInteger(u.id))).toBe(true);
    });
  });

  it('[SRCH-05] [SRCH-07] [OPEN-18] search options and a stored saved search', () => {
    fuzzMapper(
      'searchOptions',
      toSearchOptions,
      (o) => {
        if (o) {
          expect(o.values.edad_min).toBeLessThan(o.values.edad_max);
          expect(o.groups.every((g) => g.lists.every((l) => l.key !== ''))).toBe(true);
        }
      },
      { unions: SEARCH_VALUES },
    );
    fuzz(wireText(samples.searchOptions), (text) => expectPlainData(parseSavedSearch(text)), RUNS);
  });

  it('[ME-06] [ME-07] [ME-15] [WIZ-06] [OPEN-18] my profile, own images and the post-registration wizard', () => {
    fuzzMapper(
      'myProfile',
      toMyProfile,
      (p) => {
        expect(p.ageRange.min).toBeLessThan(p.ageRange.max);
        expect(p.complitud).toBeGreaterThanOrEqual(0);
        for (const g of p.personalData)
          for (const f of g.list) for (const o of [...f.select, ...f.options]) if (o.image) expect(allowedImage(o.image)).toBe(true);
      },
      { unions: OPTION_VALUE },
    );
    fuzzMapper('images', toOwnImages);
    fuzzMapper('postRegister', toPostRegister, undefined, { unions: OPTION_VALUE });
  });

  it('[AUTH-18] [AUTH-59] [AUTH-60] [OPEN-18] login and session answers: null or a member with an id', () => {
    fuzzMapper('auth', authPayload, (p) => {
      if (p) expect(typeof p.token).toBe('string');
    });
    fuzzMapper(
      'session',
      (x) => sessionPayload(x, 'tok', null),
      (p, a) => {
        if (p) expect(isId(p.me.id)).toBe(true);
        expectPlainData(toMe((a as { me?: unknown } | null)?.me));
        expect(toRealtime((a as { pusher?: unknown } | null)?.pusher).authEndpoint.startsWith('/v1')).toBe(true);
      },
    );
  });

  it('[RT-06] [RT-13] [RT-14] realtime events: notices with an id, promos only with an allowed image, links followed only when allowed', () => {
    fuzzMapper(
      'realtime',
      toNotice,
      (n) => {
        if (n) expect(isId(n.userId)).toBe(true);
      },
      { answers: fc.oneof(wireAnswer(samples.realtime), wireText(samples.realtime)) },
    );
    fuzzMapper(
      'promo',
      toPromo,
      (p) => {
        if (p) {
          // A system promotion's image is the server's decision: https on any host (safeServerUrl).
          expect(p.imageMobile === '' || safeServerUrl(p.imageMobile) === p.imageMobile).toBe(true);
          const target = promoTarget(p.linkMobile, 'http://localhost');
          if (target.kind === 'external') expect(safeServerUrl(target.url, 'http://localhost')).toBe(target.url);
          if (target.kind === 'path') expect(target.to.startsWith('/')).toBe(true);
        }
      },
      { answers: fc.oneof(wireAnswer(samples.promo), wireText(samples.promo)) },
    );
  });

  it('[PWA-02] push payloads and notification clicks: always a notification, icons only https, clicks only to the app', () => {
    fuzz(
      wireText(samples.push),
      (text) => {
        const spec = notificationFromPush(text, pwaTexts.notification, false);
        // The member's id goes into the notification as the server wrote it: a number, or an opaque id's text.
        expectLike((x) => notificationFromPush(JSON.stringify(x), pwaTexts.notification, false), samples.push, spec, /\.data\.userId$/);
        expect(spec.title.length).toBeGreaterThan(0);
        expect(spec.options.icon === '/icons/icon-192.png' || spec.options.icon.startsWith('https://')).toBe(true);
        expect(spec.options.data.url.startsWith('/')).toBe(true);
        const click = clickAction(
          [{ url: 'http://localhost/dashboard-recent', focused: true }],
          JSON.parse(JSON.stringify(spec.options.data)),
          'http://localhost',
        );
        if (click.kind === 'open') expect(click.url.startsWith('/')).toBe(true);
      },
      RUNS,
    );
    fuzz(weirdValue, (d) => expectPlainData(clickAction([], d, 'http://localhost')), RUNS);
  });

  it('[PWA-06] [OPEN-18] data read back from IndexedDB, localStorage and the service worker', () => {
    fuzzMapper(
      'offline',
      (x) => toOfflineSnapshot(x, 5),
      (s) => {
        if (s) {
          expect(s.conversations.every((c) => isId(c.userId))).toBe(true);
          expect(Object.values(s.chats).every((c) => isId(c.userId) && c.messages.every((m) => isId(m.id)))).toBe(true);
        }
      },
    );
    fuzz(
      weirdValue,
      (v) => {
        expectPlainData(toOpenConversation(v));
        expectPlainData(toPromptRecord(v));
      },
      RUNS,
    );
  });

  it('[ME-17] [OPEN-12] tag suggestions from any source answer: at most 8 strings', () => {
    fuzz(
      wireAnswer(samples.suggestions),
      (a) => {
        const s = extractSuggestions(a);
        expect(s.length).toBeLessThanOrEqual(8);
        expect(s.every((x) => typeof x === 'string' && x !== '')).toBe(true);
      },
      RUNS,
    );
  });

  it('[API-67] the total: at least 10,000 mapper cases ran in this file', () => {
    expect(fuzzCount.cases).toBeGreaterThanOrEqual(10_000);
  });
});
