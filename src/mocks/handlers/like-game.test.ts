/** The demo API's like game (API-48, API-49), called as the app calls it. */
import { loginAs } from '../fixtures';
import { ageOf, db, getMember } from '../db';
import { apiUrl } from './base';
import { LIKE_GAME_POOL_SIZE } from './like-game';

const get = (path: string, headers: Record<string, string>) => fetch(apiUrl(path), { headers });
const post = (path: string, headers: Record<string, string>, body: unknown) =>
  fetch(apiUrl(path), { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('demo API: like game', () => {
  it('[API-48] answers a resultset of idUser, nicknameUser, age, cityUser, imgUser: the gender and ages asked, city first, never played members', async () => {
    const { headers, member } = loginAs('valentina');
    const path = `/v1/juegolikes/${member.id}/1/${member.cityId}/25/35`;
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    const { resultset } = (await res.json()) as { resultset: Record<string, unknown>[] };
    expect(resultset.length).toBeGreaterThan(2);
    expect(resultset.length).toBeLessThanOrEqual(LIKE_GAME_POOL_SIZE);
    for (const item of resultset) {
      expect(Object.keys(item).sort()).toEqual(['age', 'cityUser', 'idUser', 'imgUser', 'nicknameUser']);
      const m = getMember(item.idUser as number)!;
      expect(m.gender).toBe(1);
      expect(m.busco).toBe('m');
      expect(ageOf(m)).toBeGreaterThanOrEqual(25);
      expect(ageOf(m)).toBeLessThanOrEqual(35);
      expect(item.age).toBe(ageOf(m));
      expect(db.likes.some((l) => l.from === member.id && l.to === m.id)).toBe(false);
    }
    const ranks = resultset.map((i) => {
      const m = getMember(i.idUser as number)!;
      return m.cityId === member.cityId ? 0 : m.provinceId === member.provinceId ? 1 : 2;
    });
    expect(ranks).toEqual([...ranks].sort());

    const [first] = resultset;
    await post('/v1/juegolikes/skipped', headers, { iduser: member.id, iduserblock: first!.idUser });
    const again = (await (await get(path, headers)).json()) as { resultset: { idUser: number }[] };
    expect(again.resultset.map((i) => i.idUser)).not.toContain(first!.idUser);
  });

  it('[API-48] bad parameters or another member id answer 400; no token answers 401', async () => {
    const { headers, member } = loginAs('valentina');
    expect((await get(`/v1/juegolikes/${member.id}/3/101/25/35`, headers)).status).toBe(400);
    expect((await get(`/v1/juegolikes/${member.id}/1/101/40/30`, headers)).status).toBe(400);
    expect((await get(`/v1/juegolikes/3/1/101/25/35`, headers)).status).toBe(400);
    expect((await fetch(apiUrl(`/v1/juegolikes/${member.id}/1/101/25/35`))).status).toBe(401);
  });

  it('[API-49] POST /v1/juegolikes/skipped {iduser, iduserblock} records the skip once; a wrong iduser or member answers 400', async () => {
    const { headers, member } = loginAs('valentina');
    const ok = await post('/v1/juegolikes/skipped', headers, { iduser: member.id, iduserblock: 40 });
    expect(ok.status).toBe(200);
    await post('/v1/juegolikes/skipped', headers, { iduser: member.id, iduserblock: 40 });
    expect(db.likeGameSkips.filter((e) => e.from === member.id && e.to === 40)).toHaveLength(1);
    expect((await post('/v1/juegolikes/skipped', headers, { iduser: 3, iduserblock: 40 })).status).toBe(400);
    expect((await post('/v1/juegolikes/skipped', headers, { iduser: member.id, iduserblock: 999999 })).status).toBe(400);
    expect((await post('/v1/juegolikes/skipped', headers, { iduser: member.id, iduserblock: member.id })).status).toBe(400);
  });
});
