/**
 * Builds the demo database from a seed. Pure: the same (seed, now) always gives the same state, so
 * tests can rely on ids, nicknames, places and conversations. `now` only anchors ages and the
 * "minutes ago" of timestamps; it is fixed once per process (see db/index.ts).
 */
import type { ApiGenderText } from '@/api/types/session';
import { API_BASE } from '../config';
import { Random } from '../lib/prng';
import {
  ACTIVITY_GROUPS,
  COUPLE_FIELDS,
  HEIGHTS_CM,
  MAX_ACTIVITY_PICKS,
  TAG_FIELDS,
  heightLabel,
  personalField,
  zodiacSign,
} from './catalogue';
import * as TEXT from './content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FIRST_MEMBER_ID, MATCHING_USER_ID, NOTICE_USER_ID, SEEDED_MEMBER_COUNT } from './demo-accounts';
import { LOCATIONS, PROVINCE_META, findCity, findProvince } from './locations';
import { DAY, HOUR, MINUTE, ageOn, birthdateForAge, isoAt } from './time';
import { MESSAGE_TYPE } from './types';
import type { DbAttributes, DbEdge, DbMember, DbMessage, DemoDbState, GenderLetter, GenderPair, MessageType } from './types';

export const DEFAULT_SEED = 14_02_2024;

export interface SeedOptions {
  seed?: number;
  /** ms since epoch that ages and relative timestamps are computed against. */
  now?: number;
  memberCount?: number;
}

const PAIR_WEIGHTS: readonly (readonly [GenderPair, number])[] = [
  ['h-m', 45],
  ['m-h', 43],
  ['h-h', 6],
  ['m-m', 6],
];

const GENDER_TEXT: Record<GenderPair, ApiGenderText> = { 'h-m': 'hombre', 'm-h': 'mujer', 'h-h': 'gay', 'm-m': 'lesbiana' };

/** genderText from the 'Soy / Busco' pair (h-m hombre, m-h mujer, h-h gay, m-m lesbiana). */
export function genderTextFor(soy: GenderLetter, busco: GenderLetter): ApiGenderText {
  return GENDER_TEXT[`${soy}-${busco}`];
}

/** Resolves 'tranquilo/a', 'charlatán/a' and friends for a member's gender (1 male, 2 female). */
export function genderize(text: string, gender: 1 | 2): string {
  return text
    .replace(/(\p{L}*)án\/a\b/gu, (_, stem: string) => (gender === 1 ? `${stem}án` : `${stem}ana`))
    .replace(/(\p{L}+)o\/a\b/gu, (_, stem: string) => (gender === 1 ? `${stem}o` : `${stem}a`));
}

const AGE_BUCKETS: readonly (readonly [[number, number], number])[] = [
  [[18, 24], 15],
  [[25, 34], 30],
  [[35, 44], 25],
  [[45, 54], 16],
  [[55, 64], 10],
  [[65, 70], 4],
];

const FOLLOW_UPS = ['¿Seguís por acá?', 'Te escribí de nuevo jaja', '¿Qué hacés? 😊', 'Che, ¿cómo te fue hoy?'];

interface MemberSpec {
  id: number;
  pair: GenderPair;
  age: number;
  provinceId: number;
  cityId: number;
  nickname?: string;
  email?: string;
  premium?: boolean;
}

class Seeder {
  private readonly rng: Random;
  private readonly now: number;
  private readonly members = new Map<number, DbMember>();
  private readonly messages: DbMessage[] = [];
  private readonly likes: DbEdge[] = [];
  private readonly dislikes: DbEdge[] = [];
  private readonly visits: DbEdge[] = [];
  private readonly nicknames = new Set<string>();
  private nextPhotoId = 1;
  private nextMessageId = 1;

  constructor(
    private readonly seed: number,
    now: number,
  ) {
    this.rng = Random.fromSeed(seed);
    this.now = now;
  }

  build(memberCount: number): DemoDbState {
    this.addSystemUsers();
    this.addDemoAccounts();
    this.addRegularMembers(memberCount);
    this.addActivityFor(DEMO_ACCOUNTS.sofia.id, { conversations: 6, openers: 2, sentOnly: 1, unread: 3, notices: 2, matching: true });
    this.addActivityFor(DEMO_ACCOUNTS.martin.id, { conversations: 4, openers: 2, sentOnly: 1, unread: 2, notices: 1, matching: false });
    this.addActivityFor(DEMO_ACCOUNTS.valentina.id, { conversations: 7, openers: 2, sentOnly: 1, unread: 2, notices: 2, matching: true });
    this.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    const lastMemberId = Math.max(...this.members.keys());
    return {
      generatedAt: isoAt(this.now),
      seed: this.seed,
      locations: LOCATIONS,
      members: this.members,
      messages: this.messages,
      likes: this.likes,
      dislikes: this.dislikes,
      visits: this.visits,
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
      nextIds: { member: lastMemberId + 1, message: this.nextMessageId, photo: this.nextPhotoId, email: 1 },
      xss: false,
      facebookDemo: { permission: 'granted', albums: 'default' },
    };
  }

  // ---- members ------------------------------------------------------------------------------

  private addSystemUsers(): void {
    const base = { age: 30, provinceId: 5, cityId: 501 };
    const notice = this.makeMember({ id: NOTICE_USER_ID, pair: 'm-h', nickname: 'Flechazo', email: 'avisos@flechazo.com.ar', ...base });
    const matching = this.makeMember({
      id: MATCHING_USER_ID,
      pair: 'm-h',
      nickname: 'Recomendados',
      email: 'recomendados@flechazo.com.ar',
      ...base,
    });
    for (const [member, system] of [
      [notice, 'notice'],
      [matching, 'matching'],
    ] as const) {
      Object.assign(member, { system, photos: [], description: '', online: false, password: this.rng.hex(24) });
    }
  }

  private addDemoAccounts(): void {
    const { sofia, martin, valentina, bloqueado } = DEMO_ACCOUNTS;
    const sofiaM = this.makeMember({
      id: sofia.id,
      pair: 'm-h',
      age: 29,
      provinceId: 5,
      cityId: 501,
      nickname: sofia.nickname,
      email: sofia.email,
    });
    const martinM = this.makeMember({
      id: martin.id,
      pair: 'h-m',
      age: 34,
      provinceId: 21,
      cityId: 2101,
      nickname: martin.nickname,
      email: martin.email,
    });
    const valeM = this.makeMember({
      id: valentina.id,
      pair: 'm-h',
      age: 31,
      provinceId: 1,
      cityId: 101,
      nickname: valentina.nickname,
      email: valentina.email,
      premium: true,
    });
    const lockedM = this.makeMember({
      id: bloqueado.id,
      pair: 'h-m',
      age: 41,
      provinceId: 6,
      cityId: 601,
      nickname: bloqueado.nickname,
      email: bloqueado.email,
    });
    Object.assign(sofiaM, {
      premium: false,
      activeSubscription: false,
      btnRefund: false,
      hasMatchingListing: false,
      likeGame: true,
      online: true,
    });
    Object.assign(martinM, {
      premium: false,
      activeSubscription: false,
      btnRefund: false,
      hasMatchingListing: false,
      likeGame: false,
      online: true,
    });
    Object.assign(valeM, {
      premium: true,
      activeSubscription: true,
      btnRefund: true,
      hasMatchingListing: true,
      likeGame: true,
      online: true,
    });
    Object.assign(lockedM, { status: 'email_locked', online: false });
    for (const m of [sofiaM, martinM, valeM, lockedM]) {
      m.password = DEMO_PASSWORD;
      m.lastActive = isoAt(this.now - 2 * MINUTE);
      // Photos from others start blurred for the demo accounts (MSG-37): permission is granted in the app.
      m.imagePermission = false;
      // Demo accounts always have an approved profile photo, so screens look complete.
      for (const photo of m.photos) photo.approved = true;
    }
  }

  private addRegularMembers(count: number): void {
    // Every province gets at least 3 members; the rest follow the population weights.
    const provinceIds = LOCATIONS.map((p) => p.id);
    const assigned: number[] = provinceIds.flatMap((id) => [id, id, id]);
    const weights = provinceIds.map((id) => [id, PROVINCE_META.get(id)?.weight ?? 1] as const);
    while (assigned.length < count) assigned.push(this.rng.weighted(weights));
    const order = this.rng.shuffle(assigned.slice(0, count));
    // Walk each province's cities in a shuffled cycle so members spread over many real cities.
    const cityCycles = new Map<number, { ids: number[]; next: number }>();
    order.forEach((provinceId, index) => {
      const province = LOCATIONS.find((p) => p.id === provinceId);
      if (!province) throw new Error(`unknown province ${provinceId}`);
      let cycle = cityCycles.get(provinceId);
      if (!cycle) {
        cycle = { ids: this.rng.shuffle(province.cities.map((c) => c.id)), next: 0 };
        cityCycles.set(provinceId, cycle);
      }
      const cityId = cycle.ids[cycle.next % cycle.ids.length] as number;
      cycle.next++;
      const bucket = this.rng.weighted(AGE_BUCKETS);
      this.makeMember({
        id: FIRST_MEMBER_ID + index,
        pair: this.rng.weighted(PAIR_WEIGHTS),
        age: this.rng.int(bucket[0], bucket[1]),
        provinceId,
        cityId,
      });
    });
  }

  private makeMember(spec: MemberSpec): DbMember {
    const rng = this.rng;
    const [soy, busco] = spec.pair.split('-') as [GenderLetter, GenderLetter];
    const gender: 1 | 2 = soy === 'h' ? 1 : 2;
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    const birthdate = birthdateForAge(spec.age, month, day, this.now);
    const nickname = spec.nickname ?? this.uniqueNickname(gender, spec.provinceId);
    this.nicknames.add(nickname.toLowerCase());
    const attributes = this.attributesFor(gender, spec.age, day, month);
    const activities = {
      deportes: rng.sample(ACTIVITY_GROUPS[0].options, rng.int(0, MAX_ACTIVITY_PICKS)),
      salidas: rng.sample(ACTIVITY_GROUPS[1].options, rng.int(1, MAX_ACTIVITY_PICKS)),
      vacaciones: rng.sample(ACTIVITY_GROUPS[2].options, rng.int(0, MAX_ACTIVITY_PICKS)),
    };
    const tags = {
      films: rng.sample(TAG_FIELDS[0].pool, rng.int(0, 4)),
      music: rng.sample(TAG_FIELDS[1].pool, rng.int(0, 4)),
      books: rng.sample(TAG_FIELDS[2].pool, rng.int(0, 3)),
    };
    const online = rng.chance(0.22);
    const premium = spec.premium ?? rng.chance(0.15);
    const createdDaysAgo = rng.chance(0.15) ? rng.int(0, 6) : rng.int(7, 1200);
    const lastActiveAgo = online ? rng.int(0, 9) * MINUTE : Math.min(rng.int(30, 60 * 24 * 60) * MINUTE, createdDaysAgo * DAY + HOUR);
    const member: DbMember = {
      id: spec.id,
      email: spec.email ?? `${slugify(nickname)}.${spec.id}@example.com`,
      password: DEMO_PASSWORD,
      username: `${slugify(nickname)}${spec.id}`,
      nickname,
      nicknameModeration: rng.chance(0.04) ? 0 : 1,
      gender,
      genderText: genderTextFor(soy, busco),
      soy,
      busco,
      birthdate,
      provinceId: spec.provinceId,
      cityId: spec.cityId,
      description: '',
      descriptionModeration: rng.chance(0.05) ? 0 : 1,
      photos: this.photosFor(spec.id, soy),
      heightCm: Number.parseInt(attributes.altura.replace(/\D/g, ''), 10),
      attributes,
      activities,
      tags,
      couple: {
        busco: rng.pick(COUPLE_FIELDS[0].options),
        contextura: rng.pick(COUPLE_FIELDS[1].options),
        fuma: rng.pick(COUPLE_FIELDS[2].options),
        hijos: rng.pick(COUPLE_FIELDS[3].options),
      },
      ageRange: { min: Math.max(18, spec.age - rng.int(3, 12)), max: Math.min(99, spec.age + rng.int(2, 10)) },
      online,
      premium,
      activeSubscription: premium && rng.chance(0.85),
      btnRefund: premium && rng.chance(0.3),
      hasMatchingListing: rng.chance(0.4),
      likeGame: rng.chance(0.6),
      lastActive: isoAt(this.now - lastActiveAgo),
      createdAt: isoAt(this.now - createdDaysAgo * DAY - rng.int(0, 23) * HOUR),
      status: 'active',
      imagePermission: rng.chance(0.3),
    };
    member.description = rng.chance(0.08) ? '' : this.descriptionFor(member);
    this.members.set(member.id, member);
    return member;
  }

  private uniqueNickname(gender: 1 | 2, provinceId: number): string {
    const rng = this.rng;
    const base = rng.pick(gender === 1 ? TEXT.MALE_NAMES : TEXT.FEMALE_NAMES);
    const adjective = rng.pick(gender === 1 ? TEXT.MALE_ADJECTIVES : TEXT.FEMALE_ADJECTIVES);
    const slug = PROVINCE_META.get(provinceId)?.slug ?? 'arg';
    const candidates = [
      `${base}_${slug}`,
      `${base}${rng.int(70, 99)}`,
      `${base}_${adjective}`,
      `${capitalize(adjective)}_${base}`,
      `${base}.${slug}${rng.int(1, 9)}`,
    ];
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = (attempt < candidates.length ? rng.pick(candidates) : `${base}${rng.int(10, 999)}`).slice(0, 15);
      if (!this.nicknames.has(candidate.toLowerCase())) return candidate;
    }
    return `${base}${this.nicknames.size}`.slice(0, 15);
  }

  private attributesFor(gender: 1 | 2, age: number, day: number, month: number): DbAttributes {
    const rng = this.rng;
    const options = (key: string): readonly string[] => personalField(key)?.options ?? [];
    const height = gender === 1 ? rng.int(163, HEIGHTS_CM.max) : rng.int(HEIGHTS_CM.min, 182);
    const hair = options('pelo').filter((h) => (h !== 'Pelado' || gender === 1) && (h !== 'Canoso' || age > 45));
    const jobs = options('profesion').filter((j) => (j !== 'Jubilado/a' || age >= 60) && (j !== 'Estudiante' || age < 28));
    const children = age < 25 ? 'No tengo' : rng.pick(options('hijos'));
    const married =
      age < 27
        ? 'Soltero/a'
        : rng.weighted([
            ['Soltero/a', 5],
            ['Divorciado/a', 3],
            ['Separado/a', 2],
            ['Viudo/a', age > 55 ? 2 : 0.2],
          ] as const);
    const languages = [
      'Español',
      ...rng.sample(
        options('idiomas').filter((l) => l !== 'Español'),
        rng.weighted([
          [0, 5],
          [1, 4],
          [2, 1],
        ] as const),
      ),
    ];
    return {
      altura: heightLabel(height),
      contextura: rng.pick(options('contextura')),
      ojos: rng.weighted([
        ['Marrones', 6],
        ['Negros', 2],
        ['Verdes', 1.5],
        ['Celestes', 1.2],
        ['Grises', 0.3],
        ['Miel', 1.5],
      ] as const),
      pelo: rng.pick(hair),
      estado_civil: married,
      signo: zodiacSign(day, month),
      religion: rng.weighted([
        ['Católica', 5],
        ['Evangélica', 1],
        ['Judía', 0.4],
        ['Agnóstica', 1.5],
        ['Atea', 1],
        ['Espiritual, sin religión', 1.5],
        ['Otra', 0.3],
      ] as const),
      fuma: rng.weighted([
        ['No fumo', 6],
        ['Fumo ocasionalmente', 2],
        ['Fumo', 1.5],
        ['Estoy dejando', 0.6],
      ] as const),
      bebe: rng.pick(options('bebe')),
      estudios: rng.pick(options('estudios')),
      profesion: rng.pick(jobs),
      hijos: children,
      deseo_hijos: children === 'No tengo' ? rng.pick(['Sí', 'No', 'Tal vez']) : 'Ya tengo',
      idiomas: languages,
    };
  }

  private descriptionFor(m: DbMember): string {
    const rng = this.rng;
    const fill = (text: string): string =>
      text
        .replace('{city}', findCity(m.cityId)?.name ?? findProvince(m.provinceId)?.name ?? 'Argentina')
        .replace('{trait_cap}', capitalize(rng.pick(TEXT.TRAITS)))
        .replace('{trait}', rng.pick(TEXT.TRAITS))
        .replace('{job}', m.attributes.profesion.toLowerCase().replace('/a', m.gender === 1 ? '' : 'a'))
        .replace('{activity}', (m.activities.deportes[0] ?? m.activities.salidas[0] ?? 'salir a caminar').toLowerCase())
        .replace('{music}', m.tags.music[0] ?? 'Soda Stereo')
        .replace('{holiday}', (m.activities.vacaciones[0] ?? 'la montaña').toLowerCase())
        .replace('{book}', m.tags.books[0] ?? 'Rayuela');
    const likes = rng.sample(TEXT.LIKES, rng.int(1, 2)).map((s) => `${fill(s)}.`);
    const parts = [fill(rng.pick(TEXT.OPENINGS)), ...likes, rng.pick(TEXT.LOOKING_FOR), rng.pick(TEXT.CLOSINGS)];
    return genderize(parts.filter(Boolean).join(' '), m.gender);
  }

  private photosFor(id: number, soy: GenderLetter): DbMember['photos'] {
    const rng = this.rng;
    const count = rng.weighted([
      [1, 3],
      [2, 3],
      [3, 3],
      [4, 2],
      [5, 1],
      [6, 1],
    ] as const);
    // About 1 in 12 members has only a photo waiting for moderation (hasPicture false, default image).
    const onlyPending = count === 1 && rng.chance(0.25);
    return Array.from({ length: count }, (_, n) => ({
      id: this.nextPhotoId++,
      name: `${id}-${soy}-${n + 1}-${rng.hex(6)}.webp`,
      approved: onlyPending ? false : n === 0 || rng.chance(0.85),
    }));
  }

  // ---- conversations, likes, visits ------------------------------------------------------------

  /** Members whose 'Soy / Busco' pair matches `me`'s (a woman seeking men sees men seeking women). */
  private compatibleWith(me: DbMember): DbMember[] {
    return [...this.members.values()].filter((m) => !m.system && m.id >= FIRST_MEMBER_ID && m.soy === me.busco && m.busco === me.soy);
  }

  private addActivityFor(
    meId: number,
    plan: { conversations: number; openers: number; sentOnly: number; unread: number; notices: number; matching: boolean },
  ): void {
    const rng = this.rng;
    const me = this.members.get(meId);
    if (!me) throw new Error(`demo account ${meId} missing`);
    const compatible = this.compatibleWith(me);
    // Prefer people nearby, as the real dashboards do, but keep a few from elsewhere.
    const near = rng.shuffle(compatible.filter((m) => m.provinceId === me.provinceId));
    const far = rng.shuffle(compatible.filter((m) => m.provinceId !== me.provinceId));
    const pool = [...near.slice(0, 12), ...far];
    const take = (n: number): DbMember[] => pool.splice(0, n);

    const chatPartners = take(plan.conversations);
    chatPartners.forEach((other, i) => {
      const script = rng.pick(TEXT.CHAT_SCRIPTS);
      const startedAgo = (i < 2 ? rng.int(20, 600) * MINUTE : rng.int(1, 10) * DAY) + rng.int(0, 300) * MINUTE;
      this.addConversation(me, other, {
        lines: script,
        otherStarts: rng.chance(0.6),
        startAt: this.now - startedAgo,
        unread: i < plan.unread,
        image: i === 1,
        videoCall: i === 2,
      });
    });
    // One opening line with each: theirs, still unread, or mine, never answered; started minutes ago.
    const singleOpeners = (others: DbMember[], theyWrote: boolean, [fromMin, toMin]: [number, number]) => {
      for (const other of others)
        this.addConversation(me, other, {
          lines: [rng.pick(TEXT.SINGLE_OPENERS)],
          otherStarts: theyWrote,
          startAt: this.now - rng.int(fromMin, toMin) * MINUTE,
          unread: theyWrote,
        });
    };
    singleOpeners(take(plan.openers), true, [5, 2000]);
    singleOpeners(take(plan.sentOnly), false, [60, 4000]);
    for (let n = 0; n < plan.notices; n++) {
      const text = genderize(TEXT.NOTICE_MESSAGES[n % TEXT.NOTICE_MESSAGES.length] as string, me.gender);
      // The welcome (n = 0) is the oldest notice: dates follow the ids, so the chat list's latest notice
      // (by date) is the one the conversation shows (by id, MSG-21).
      this.pushMessage(
        NOTICE_USER_ID,
        me.id,
        MESSAGE_TYPE.notice,
        text,
        this.now - ((plan.notices - n) * 32 + rng.int(2, 30)) * HOUR,
        n > 0,
      );
    }
    if (plan.matching) {
      this.pushMessage(
        MATCHING_USER_ID,
        me.id,
        MESSAGE_TYPE.matching,
        rng.pick(TEXT.MATCHING_MESSAGES),
        this.now - rng.int(3, 40) * HOUR,
        false,
      );
    }

    // Likes: some received, some sent, and mutual ones (the 'Se gustan' matches).
    const matches = take(3);
    const likedBy = take(rng.int(6, 9));
    const liked = take(rng.int(3, 5));
    for (const m of matches) {
      this.edge(this.likes, me.id, m.id, rng.int(2, 20) * DAY, true);
      this.edge(this.likes, m.id, me.id, rng.int(0, 2) * DAY + rng.int(1, 600) * MINUTE, m !== matches[0]);
    }
    likedBy.forEach((m, i) => this.edge(this.likes, m.id, me.id, rng.int(10, 20_000) * MINUTE, i >= 3));
    for (const m of liked) this.edge(this.likes, me.id, m.id, rng.int(1, 30) * DAY, true);
    // Visits: received (a few unseen) and made; visitors may repeat people already in the lists.
    const visitors = [...take(rng.int(8, 12)), ...rng.sample(likedBy, 3)];
    visitors.forEach((m, i) => this.edge(this.visits, m.id, me.id, rng.int(5, 30_000) * MINUTE, i >= 4));
    for (const m of [...take(4), ...rng.sample(chatPartners, 2)]) this.edge(this.visits, me.id, m.id, rng.int(60, 40_000) * MINUTE, true);
    for (const m of take(2)) this.edge(this.dislikes, me.id, m.id, rng.int(1, 60) * DAY, true);
  }

  private addConversation(
    me: DbMember,
    other: DbMember,
    options: { lines: readonly string[]; otherStarts: boolean; startAt: number; unread: boolean; image?: boolean; videoCall?: boolean },
  ): void {
    const rng = this.rng;
    const lines = [...options.lines];
    const senderOf = (i: number): DbMember => ((i % 2 === 0) === options.otherStarts ? other : me);
    // An unread conversation ends with the other member's words.
    if (options.unread && senderOf(lines.length - 1) === me) lines.push(rng.pick(FOLLOW_UPS));
    let t = options.startAt;
    const created: DbMessage[] = [];
    lines.forEach((line, i) => {
      const from = senderOf(i);
      const to = from === me ? other : me;
      created.push(this.pushMessage(from.id, to.id, MESSAGE_TYPE.text, line, t, true));
      if (options.image && i === 1) {
        t += rng.int(1, 4) * MINUTE;
        const message = this.pushMessage(other.id, me.id, MESSAGE_TYPE.image, '', t, true);
        message.image = `chat-${message.id}-${rng.hex(6)}.webp`;
        created.push(message);
      }
      if (options.videoCall && i === 2) {
        t += rng.int(1, 4) * MINUTE;
        created.push(this.pushMessage(other.id, me.id, MESSAGE_TYPE.videoCall, `${API_BASE}/videollamada/${rng.hex(10)}`, t, true));
      }
      t += rng.int(1, 25) * MINUTE;
    });
    if (options.unread) {
      for (let i = created.length - 1; i >= 0; i--) {
        const message = created[i] as DbMessage;
        if (message.from !== other.id) break;
        message.read = false;
      }
    }
    // What `me` sent recently may still be unread by the other member.
    const last = created[created.length - 1];
    if (last && last.from === me.id && rng.chance(0.5)) last.read = false;
  }

  private pushMessage(from: number, to: number, type: MessageType, text: string, at: number, read: boolean): DbMessage {
    const message: DbMessage = {
      id: this.nextMessageId++,
      from,
      to,
      type,
      text,
      createdAt: isoAt(Math.min(at, this.now)),
      read,
      deletedBy: [],
    };
    this.messages.push(message);
    return message;
  }

  private edge(list: DbEdge[], from: number, to: number, agoMs: number, seen: boolean): void {
    if (list.some((e) => e.from === from && e.to === to)) return;
    list.push({ from, to, createdAt: isoAt(this.now - agoMs), seen });
  }
}

export function generateDemoDb(options: SeedOptions = {}): DemoDbState {
  const seeder = new Seeder(options.seed ?? DEFAULT_SEED, options.now ?? Date.now());
  return seeder.build(options.memberCount ?? SEEDED_MEMBER_COUNT);
}

export { ageOn };

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
