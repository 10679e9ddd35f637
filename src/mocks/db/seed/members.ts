/** Seeded members: the system users, the demo accounts and the regular members, each with a full profile. */
import { ACTIVITY_GROUPS, COUPLE_FIELDS, MAX_ACTIVITY_PICKS, TAG_FIELDS } from '../catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FIRST_MEMBER_ID, MATCHING_USER_ID, NOTICE_USER_ID } from '../demo-accounts';
import { genderTextFor } from '../gender';
import { LOCATIONS, PROVINCE_META } from '../locations';
import { DAY, HOUR, MINUTE, birthdateForAge, isoAt } from '../time';
import type { DbMember, GenderLetter, GenderPair } from '../types';
import { attributesFor, descriptionFor, photosFor, slugify, uniqueNickname } from './member-details';
import type { SeedState } from './state';

const PAIR_WEIGHTS: readonly (readonly [GenderPair, number])[] = [
  ['h-m', 45],
  ['m-h', 43],
  ['h-h', 6],
  ['m-m', 6],
];

const AGE_BUCKETS: readonly (readonly [[number, number], number])[] = [
  [[18, 24], 15],
  [[25, 34], 30],
  [[35, 44], 25],
  [[45, 54], 16],
  [[55, 64], 10],
  [[65, 70], 4],
];

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

export function addSystemUsers(s: SeedState): void {
  const base = { age: 30, provinceId: 5, cityId: 501 };
  const notice = makeMember(s, { id: NOTICE_USER_ID, pair: 'm-h', nickname: 'Flechazo', email: 'avisos@flechazo.com.ar', ...base });
  const matching = makeMember(s, {
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
    Object.assign(member, { system, photos: [], description: '', online: false, password: s.rng.hex(24) });
  }
}

export function addDemoAccounts(s: SeedState): void {
  const { sofia, martin, valentina, bloqueado } = DEMO_ACCOUNTS;
  const sofiaM = makeMember(s, {
    id: sofia.id,
    pair: 'm-h',
    age: 29,
    provinceId: 5,
    cityId: 501,
    nickname: sofia.nickname,
    email: sofia.email,
  });
  const martinM = makeMember(s, {
    id: martin.id,
    pair: 'h-m',
    age: 34,
    provinceId: 21,
    cityId: 2101,
    nickname: martin.nickname,
    email: martin.email,
  });
  const valeM = makeMember(s, {
    id: valentina.id,
    pair: 'm-h',
    age: 31,
    provinceId: 1,
    cityId: 101,
    nickname: valentina.nickname,
    email: valentina.email,
    premium: true,
  });
  const lockedM = makeMember(s, {
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
    m.lastActive = isoAt(s.now - 2 * MINUTE);
    // Photos from others start blurred for the demo accounts (MSG-37): permission is granted in the app.
    m.imagePermission = false;
    // Demo accounts always have an approved profile photo, so screens look complete.
    for (const photo of m.photos) photo.approved = true;
  }
}

export function addRegularMembers(s: SeedState, count: number): void {
  // Every province gets at least 3 members; the rest follow the population weights.
  const provinceIds = LOCATIONS.map((p) => p.id);
  const assigned: number[] = provinceIds.flatMap((id) => [id, id, id]);
  const weights = provinceIds.map((id) => [id, PROVINCE_META.get(id)?.weight ?? 1] as const);
  while (assigned.length < count) assigned.push(s.rng.weighted(weights));
  const order = s.rng.shuffle(assigned.slice(0, count));
  // Walk each province's cities in a shuffled cycle so members spread over many real cities.
  const cityCycles = new Map<number, { ids: number[]; next: number }>();
  order.forEach((provinceId, index) => {
    const province = LOCATIONS.find((p) => p.id === provinceId);
    if (!province) throw new Error(`unknown province ${provinceId}`);
    let cycle = cityCycles.get(provinceId);
    if (!cycle) {
      cycle = { ids: s.rng.shuffle(province.cities.map((c) => c.id)), next: 0 };
      cityCycles.set(provinceId, cycle);
    }
    const cityId = cycle.ids[cycle.next % cycle.ids.length] as number;
    cycle.next++;
    const bucket = s.rng.weighted(AGE_BUCKETS);
    makeMember(s, {
      id: FIRST_MEMBER_ID + index,
      pair: s.rng.weighted(PAIR_WEIGHTS),
      age: s.rng.int(bucket[0], bucket[1]),
      provinceId,
      cityId,
    });
  });
}

function makeMember(s: SeedState, spec: MemberSpec): DbMember {
  const rng = s.rng;
  const [soy, busco] = spec.pair.split('-') as [GenderLetter, GenderLetter];
  const gender: 1 | 2 = soy === 'h' ? 1 : 2;
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const birthdate = birthdateForAge(spec.age, month, day, s.now);
  const nickname = spec.nickname ?? uniqueNickname(s, gender, spec.provinceId);
  s.nicknames.add(nickname.toLowerCase());
  const attributes = attributesFor(s, gender, spec.age, day, month);
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
    photos: photosFor(s, spec.id, soy),
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
    lastActive: isoAt(s.now - lastActiveAgo),
    createdAt: isoAt(s.now - createdDaysAgo * DAY - rng.int(0, 23) * HOUR),
    status: 'active',
    imagePermission: rng.chance(0.3),
  };
  member.description = rng.chance(0.08) ? '' : descriptionFor(s, member);
  s.members.set(member.id, member);
  return member;
}
