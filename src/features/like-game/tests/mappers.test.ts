import { toMe } from '@/features/session';
import type { ApiMeJson } from '@/mocks/wire/session';
import { likeGameQuery, likeGameRange, pictureCandidates, soughtGender, toGameUser, toGameUsers, webpToJpg } from '../mappers';
import { meJson } from '@/test/fixtures';

const me = (over: Partial<ApiMeJson> = {}) => toMe(meJson(over));

describe('like-game mappers', () => {
  it('[GAME-02] the own age range, else age - 15 (not below 18) to age + 10, age defaulting to 25', () => {
    expect(likeGameRange(me())).toEqual({ min: 27, max: 44 });
    const noRange = { age_range: undefined as unknown as ApiMeJson['age_range'] };
    expect(likeGameRange(me({ ...noRange, age: 40 }))).toEqual({ min: 25, max: 50 });
    expect(likeGameRange(me({ ...noRange, age: 28 }))).toEqual({ min: 18, max: 38 });
    expect(likeGameRange(me({ ...noRange, age: 0 }))).toEqual({ min: 18, max: 35 });
    expect(likeGameRange(me({ ...noRange, age: undefined as unknown as number }))).toEqual({ min: 18, max: 35 });
    expect(likeGameRange(me({ ...noRange, age: 95 }))).toEqual({ min: 80, max: 99 });
    // A broken own range is no range.
    expect(likeGameRange(me({ age: 40, age_range: { edad_min: 50, edad_max: 30 } }))).toEqual({ min: 25, max: 50 });
  });

  it('[GAME-02][API-48] the query: member, the gender sought, city and range', () => {
    expect(likeGameQuery(me())).toEqual({ userId: 9, gender: 1, city: 501, ageMin: 27, ageMax: 44 });
    expect(soughtGender(me({ gender: 1, genderText: 'hombre' }))).toBe(2);
    expect(soughtGender(me({ gender: 1, genderText: 'gay' }))).toBe(1);
    expect(soughtGender(me({ gender: 2, genderText: 'lesbiana' }))).toBe(2);
    expect(likeGameQuery(me({ location: undefined as unknown as ApiMeJson['location'] })).city).toBe(0);
  });

  it('[GAME-03] maps idUser, nicknameUser, age, cityUser and imgUser, with .webp changed to .jpg', () => {
    expect(toGameUser({ idUser: 7, nicknameUser: 'Leo', age: 33, cityUser: 'Rosario', imgUser: 'abc.webp' }, 1)).toEqual({
      id: 7,
      name: 'Leo',
      age: 33,
      location: 'Rosario',
      picture: 'abc.jpg',
      hasPicture: true,
      gender: 1,
    });
    expect(toGameUser({ idUser: 8, nicknameUser: 'Sol', age: 29, cityUser: '', imgUser: '' }, 2)).toMatchObject({
      picture: '',
      hasPicture: false,
      gender: 2,
    });
    expect(webpToJpg('https://img.x/users/a.WEBP?v=2')).toBe('https://img.x/users/a.jpg?v=2');
    expect(webpToJpg('a.png')).toBe('a.png');
    expect(pictureCandidates({ picture: '', gender: 2 })).toEqual(['/img/default-female.svg']);
    expect(pictureCandidates({ picture: 'http://localhost:8081/img/u/a.jpg', gender: 1 })).toEqual([
      'http://localhost:8081/img/u/a.jpg',
      '/img/default-male.svg',
    ]);
    // An absolute picture on a host outside the image allow-list (safe-url.ts) is not loaded.
    expect(pictureCandidates({ picture: 'https://cdn.x/u/a.jpg', gender: 1 })).toEqual(['/img/default-male.svg']);
    expect(pictureCandidates({ picture: 'javascript:alert(1)', gender: 2 })).toEqual(['/img/default-female.svg']);
  });

  it('[GAME-03] a resultset with bad items keeps the good ones; not a list at all is null', () => {
    const list = toGameUsers(
      { resultset: [{ idUser: 9 }, { idUser: '' }, { idUser: 0 }, 3, { idUser: 4, nicknameUser: 5 }, { idUser: 4 }, { idUser: 6 }] },
      1,
      9,
      [6],
    );
    expect(list?.map((u) => u.id)).toEqual([4]);
    expect(list?.[0]).toMatchObject({ name: '5', age: 0, location: '' });
    expect(toGameUsers([{ idUser: 2 }], 1, 9)?.map((u) => u.id)).toEqual([2]);
    expect(toGameUsers({ resultset: 'x' }, 1, 9)).toBeNull();
    expect(toGameUsers('garbage', 1, 9)).toBeNull();
    expect(toGameUsers(null, 1, 9)).toBeNull();
  });
});
