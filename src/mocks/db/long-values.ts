/**
 * The longest-values switch (issue 42): POST /__demo/long-values gives every member the longest real
 * values the app must lay out, until the next reset (POST /__demo/reset, resetDemoDb in jest):
 *
 * - a 15-character nickname without spaces (the maximum, ME nickname 1-15), wide letters first
 *   ('Wmqx59642mw7621' runs to 141 px in the dashboard card's name at 360 px);
 * - the longest place texts: 'Ciudad Autónoma de Buenos Aires' (the longest province) with its longest
 *   city, and 'San Fernando del Valle de Catamarca' (the longest city), every other member;
 * - a description of 500 characters;
 * - for the demo accounts, two-digit counts: 12 chats (readable: the account wrote first) with 10 to 12
 *   unread answers each (the rows' badges, the toolbar's counter), 12 new visits and 12 new matches (the
 *   side menu's counters).
 *
 * The seeded database stays as it is (deterministic; nothing here runs unless switched on), so every
 * other test keeps its expectations. The layout walk (e2e/walk-360.spec.ts) switches it on.
 */
import { DEMO_ACCOUNTS } from './demo-accounts';
import { LOCATIONS } from './locations';
import type { DbMember, DemoDbState } from './types';

export const LONG_DESCRIPTION_LENGTH = 500;

/** 'Wmqx' + 5 digits + 'mw' + 4 digits: 15 characters, no spaces, different for every member. */
export function longNickname(id: number): string {
  const a = String((id * 7919) % 100000).padStart(5, '0');
  const b = String((id * 104729) % 10000).padStart(4, '0');
  return `Wmqx${a}mw${b}`;
}

const DESCRIPTION_WORDS =
  'Me encanta caminar por la costanera los domingos a la mañana, tomar mates con amigos en una plaza y ' +
  'descubrir bodegones escondidos en barrios que todavía no conozco. Trabajo en una empresa de logística, ' +
  'estudio fotografía los martes y jueves a la noche y los fines de semana intento escaparme a la sierra o ' +
  'al río. Busco a alguien con buen humor, que disfrute de una charla larga, que no se tome todo tan en ' +
  'serio y que se anime a planes improvisados. Si te gustan los perros, el rock nacional y las empanadas ' +
  'salteñas, ya tenemos mucho de qué hablar.';

/** Exactly `LONG_DESCRIPTION_LENGTH` characters of Spanish voseo text. */
export function longDescription(): string {
  let text = DESCRIPTION_WORDS;
  while (text.length < LONG_DESCRIPTION_LENGTH) text = `${text} ${DESCRIPTION_WORDS}`;
  return `${text.slice(0, LONG_DESCRIPTION_LENGTH - 1).trimEnd()}.`.padEnd(LONG_DESCRIPTION_LENGTH, '.');
}

/** The place with the longest city name among those `test` accepts. */
function longestPlace(test: (province: string, city: string) => boolean): { provinceId: number; cityId: number } {
  let best: { provinceId: number; cityId: number; length: number } | null = null;
  for (const p of LOCATIONS)
    for (const c of p.cities)
      if (test(p.name, c.name) && (!best || c.name.length > best.length)) best = { provinceId: p.id, cityId: c.id, length: c.name.length };
  if (!best) throw new Error('long-values: no such place in the locations table');
  return best;
}

const DEMO_IDS = new Set<number>(Object.values(DEMO_ACCOUNTS).map((a) => a.id));

function withCounts(db: DemoDbState, me: DbMember, others: DbMember[]): void {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  others.slice(0, 12).forEach((o, i) => {
    // The member wrote first, so a free member reads the answers (MSG-13): readable rows with badges.
    db.messages.push({
      id: db.nextIds.message++,
      from: me.id,
      to: o.id,
      type: 1,
      text: '¡Hola! ¿Cómo estás?',
      createdAt: at(i * 3 + 5),
      read: true,
      deletedBy: [],
    });
    for (let k = 0; k < 10 + (i % 3); k += 1)
      db.messages.push({
        id: db.nextIds.message++,
        from: o.id,
        to: me.id,
        type: 1,
        text: `Hola ${me.nickname}, ¿cómo va? Te escribo de nuevo (${k + 1}).`,
        createdAt: at(i * 3 + (12 - k) / 10),
        read: false,
        deletedBy: [],
      });
  });
  others.slice(12, 24).forEach((o, i) => db.visits.push({ from: o.id, to: me.id, createdAt: at(i + 1), seen: false }));
  others.slice(24, 36).forEach((o, i) => {
    db.likes.push({ from: me.id, to: o.id, createdAt: at(i + 30), seen: true });
    db.likes.push({ from: o.id, to: me.id, createdAt: at(i + 2), seen: false });
  });
}

export function fillWithLongValues(db: DemoDbState): void {
  const caba = longestPlace((p) => p === 'Ciudad Autónoma de Buenos Aires');
  const longestCity = longestPlace(() => true);
  const description = longDescription();
  let i = 0;
  for (const m of db.members.values()) {
    if (m.system) continue;
    i += 1;
    m.nickname = longNickname(m.id);
    m.nicknameApproved = m.nickname;
    m.nicknameModeration = 1;
    m.description = description;
    m.descriptionApproved = description;
    m.descriptionModeration = 1;
    const place = DEMO_IDS.has(m.id) || i % 2 === 0 ? caba : longestCity;
    m.provinceId = place.provinceId;
    m.cityId = place.cityId;
  }
  const regular = [...db.members.values()].filter((m) => !m.system && !DEMO_IDS.has(m.id));
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const me = db.members.get(account.id);
    if (!me) continue;
    // Members of the gender the account looks for, first, so its lists show them.
    const wanted = me.busco === 'h' ? 1 : 2;
    const others = [...regular.filter((m) => m.gender === wanted), ...regular.filter((m) => m.gender !== wanted)];
    const fresh = others.filter(
      (o) =>
        !db.messages.some((x) => (x.from === o.id && x.to === me.id) || (x.from === me.id && x.to === o.id)) &&
        !db.likes.some((l) => (l.from === o.id && l.to === me.id) || (l.from === me.id && l.to === o.id)) &&
        !db.dislikes.some((l) => l.from === me.id && l.to === o.id),
    );
    withCounts(db, me, fresh);
  }
}
