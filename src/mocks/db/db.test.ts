import { ZODIAC, zodiacSign } from './catalogue';
import {
  DEMO_ACCOUNTS,
  MATCHING_USER_ID,
  MESSAGE_TYPE,
  NOTICE_USER_ID,
  countersFor,
  db,
  fillWithLongValues,
  generateDemoDb,
  getMember,
  matchIds,
  profilePhoto,
  regularMembers,
  resetDemoDb,
} from './index';
import { LOCATIONS, findCity } from './locations';
import { genderize } from './gender';
import { ageOn } from './time';

const NOW = Date.UTC(2025, 5, 15, 15, 0, 0);

describe('demo db seeding', () => {
  it('[DEMO] is deterministic: the same seed and instant give the same data', () => {
    const a = generateDemoDb({ seed: 7, now: NOW });
    const b = generateDemoDb({ seed: 7, now: NOW });
    expect(b).toEqual(a);
    const c = generateDemoDb({ seed: 8, now: NOW });
    expect([...c.members.values()].map((m) => m.nickname)).not.toEqual([...a.members.values()].map((m) => m.nickname));
  });

  it('[OPEN-09] has the 24 jurisdictions with 8 to 15 real cities each and unique ids', () => {
    expect(LOCATIONS).toHaveLength(24);
    expect(LOCATIONS.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Ciudad Autónoma de Buenos Aires', 'Buenos Aires', 'Córdoba', 'Tierra del Fuego', 'Santiago del Estero']),
    );
    const cityIds = LOCATIONS.flatMap((p) => p.cities.map((c) => c.id));
    expect(new Set(cityIds).size).toBe(cityIds.length);
    for (const province of LOCATIONS) {
      expect(province.cities.length).toBeGreaterThanOrEqual(8);
      expect(province.cities.length).toBeLessThanOrEqual(15);
    }
    expect(findCity(2101)).toEqual({ id: 2101, name: 'Rosario', provinceId: 21 });
  });

  it('[DEMO] has at least 300 members spread over every province and many cities', () => {
    const members = regularMembers();
    expect(members.length).toBeGreaterThanOrEqual(300);
    expect(new Set(members.map((m) => m.provinceId)).size).toBe(24);
    expect(new Set(members.map((m) => m.cityId)).size).toBeGreaterThan(150);
    for (const m of members) expect(findCity(m.cityId)?.provinceId).toBe(m.provinceId);
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.nickname.toLowerCase())).size).toBe(members.length);
  });

  it('[DEMO] keeps ages within 18 to 70 and the zodiac sign in line with the birth date', () => {
    for (const m of regularMembers()) {
      const age = ageOn(m.birthdate, Date.parse(db.generatedAt));
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(70);
      const [, month, day] = m.birthdate.split('-').map(Number) as [number, number, number];
      expect(m.attributes.signo).toBe(zodiacSign(day, month));
    }
    expect(zodiacSign(21, 3)).toBe('Aries');
    expect(zodiacSign(19, 1)).toBe('Capricornio');
    expect(zodiacSign(22, 12)).toBe('Capricornio');
    expect(ZODIAC).toHaveLength(12);
  });

  it('[AUTH-60] covers all four Soy/Busco pairs with consistent gender ids and genderText', () => {
    const members = regularMembers();
    const pairs = new Set(members.map((m) => `${m.soy}-${m.busco}`));
    expect([...pairs].sort()).toEqual(['h-h', 'h-m', 'm-h', 'm-m']);
    const expected: Record<string, string> = { 'h-m': 'hombre', 'm-h': 'mujer', 'h-h': 'gay', 'm-m': 'lesbiana' };
    for (const m of members) {
      expect(m.genderText).toBe(expected[`${m.soy}-${m.busco}`]);
      expect(m.gender).toBe(m.soy === 'h' ? 1 : 2);
    }
  });

  it('[DEMO] gives everyone 1 to 6 photos, Spanish descriptions and profile details', () => {
    const members = regularMembers();
    for (const m of members) {
      expect(m.photos.length).toBeGreaterThanOrEqual(1);
      expect(m.photos.length).toBeLessThanOrEqual(6);
      expect(m.photos[0]?.name).toMatch(new RegExp(`^${m.id}-${m.soy}-1-[0-9a-f]{6}\\.webp$`));
      expect(m.description).not.toMatch(/[{}]|o\/a|án\/a/);
      expect(m.nickname.length).toBeLessThanOrEqual(15);
      expect(m.attributes.idiomas).toContain('Español');
      expect(m.activities.deportes.length).toBeLessThanOrEqual(3);
    }
    // Some members have no approved photo yet, so the default gender images get exercised.
    expect(members.some((m) => !profilePhoto(m))).toBe(true);
    expect(members.filter((m) => m.online).length).toBeGreaterThan(30);
    expect(members.filter((m) => m.premium).length).toBeGreaterThan(20);
    expect(genderize('Soy tranquilo/a y charlatán/a', 2)).toBe('Soy tranquila y charlatana');
    expect(genderize('Soy tranquilo/a y charlatán/a', 1)).toBe('Soy tranquilo y charlatán');
  });

  it('[DEMO] has the special notice and matching users and the demo accounts', () => {
    expect(getMember(NOTICE_USER_ID)?.system).toBe('notice');
    expect(getMember(MATCHING_USER_ID)?.system).toBe('matching');
    const sofia = getMember(DEMO_ACCOUNTS.sofia.id);
    const martin = getMember(DEMO_ACCOUNTS.martin.id);
    const valentina = getMember(DEMO_ACCOUNTS.valentina.id);
    const locked = getMember(DEMO_ACCOUNTS.bloqueado.id);
    expect(sofia).toMatchObject({ email: 'sofia@demo.flechazo.ar', gender: 2, premium: false, soy: 'm', busco: 'h' });
    expect(martin).toMatchObject({ email: 'martin@demo.flechazo.ar', gender: 1, premium: false, soy: 'h', busco: 'm' });
    expect(valentina).toMatchObject({ premium: true, activeSubscription: true, btnRefund: true, hasMatchingListing: true, likeGame: true });
    expect(locked?.status).toBe('email_locked');
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(account.password).toBe('demo1234');
  });

  it('[DEMO] seeds conversations of every message type, likes, matches and visits for the demo accounts', () => {
    const types = new Set(db.messages.map((m) => m.type));
    expect([...types].sort()).toEqual(Object.values(MESSAGE_TYPE).sort());
    for (const message of db.messages) {
      expect(getMember(message.from)).toBeDefined();
      expect(getMember(message.to)).toBeDefined();
    }
    for (const key of ['sofia', 'martin', 'valentina'] as const) {
      const id = DEMO_ACCOUNTS[key].id;
      const partners = new Set(db.messages.filter((m) => m.to === id || m.from === id).map((m) => (m.to === id ? m.from : m.to)));
      expect(partners.size).toBeGreaterThanOrEqual(7);
      expect(matchIds(id).length).toBeGreaterThanOrEqual(3);
      expect(db.visits.filter((v) => v.to === id).length).toBeGreaterThanOrEqual(8);
      const counters = countersFor(id);
      expect(counters.messages).toBeGreaterThan(0);
      expect(counters.visits).toBeGreaterThan(0);
    }
    // Conversation partners match the demo member's orientation (Sofía, m-h, talks to men seeking women).
    const sofiaPartners = db.messages
      .filter((m) => m.to === DEMO_ACCOUNTS.sofia.id && m.from > MATCHING_USER_ID)
      .map((m) => getMember(m.from));
    for (const partner of sofiaPartners) expect(partner).toMatchObject({ soy: 'h', busco: 'm' });
  });

  it('[DEMO] resetDemoDb restores the seeded state', () => {
    const before = structuredClone(db);
    db.members.clear();
    db.messages.length = 0;
    db.tokens.set('x', { userId: 3, issuedAt: 0 });
    resetDemoDb();
    expect(db).toEqual(before);
  });

  it('[DEMO] resets by copying the snapshot, not by seeding again, and shares the frozen locations', () => {
    // Speed is not asserted (house rule: no timed tests); copying instead of regenerating is what
    // keeps a reset at a few milliseconds.
    const seeding = jest.spyOn(Math, 'imul');
    const locations = db.locations;
    resetDemoDb();
    expect(seeding).not.toHaveBeenCalled();
    expect(db.locations).toBe(locations);
    expect(Object.isFrozen(db.locations)).toBe(true);
    seeding.mockRestore();
  });
});

describe('the longest-values switch (issue 42)', () => {
  it('[ME-08] [DASH-03] [LIST-02] gives 15-character nicknames without spaces, the longest places, 500-character descriptions and two-digit counts; a reset undoes it', () => {
    const before = db.members.get(DEMO_ACCOUNTS.sofia.id)!.nickname;
    fillWithLongValues(db);
    const members = regularMembers();
    expect(members.every((m) => /^\S{15}$/.test(m.nickname))).toBe(true);
    expect(new Set(members.map((m) => m.nickname)).size).toBe(members.length);
    expect(members.every((m) => m.description.length === 500)).toBe(true);
    const places = new Set(members.map((m) => `${findCity(m.cityId)!.provinceId}-${findCity(m.cityId)!.name}`));
    expect([...places].some((p) => p.endsWith('San Fernando del Valle de Catamarca'))).toBe(true);
    expect(
      members.filter((m) => LOCATIONS.find((p) => p.id === m.provinceId)!.name === 'Ciudad Autónoma de Buenos Aires').length,
    ).toBeGreaterThan(100);
    for (const account of [DEMO_ACCOUNTS.sofia, DEMO_ACCOUNTS.martin, DEMO_ACCOUNTS.valentina]) {
      const c = countersFor(account.id);
      expect([c.messages, c.visits, c.matches].every((n) => n >= 10 && n <= 99)).toBe(true);
    }
    resetDemoDb();
    expect(db.members.get(DEMO_ACCOUNTS.sofia.id)!.nickname).toBe(before);
  });
});
