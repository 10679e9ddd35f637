/**
 * Ids as the contract types them (`Id` is `[integer, string]`, x-type unstated): numbers, their digits,
 * and opaque texts (a word, a UUID) held as numbers from OPAQUE_IDS up and sent back as the server wrote them.
 */
import { compareIds, id, idInUrl, isOpaqueId, numericId, routeId, wireId } from './wire';

const UUID = '3f2b8c1e-9d4a-4e6b-a1c2-5b7e9f0d1a2c';

afterEach(() => localStorage.clear());

describe('ids in every reading of the contract', () => {
  it.each([
    [238, 238],
    ['238', 238],
    [' 12 ', 12],
    [0, null],
    ['0', null],
    ['-0', null],
    [1.5, null],
    ['', null],
    [null, null],
    [{ id: 1 }, null],
    [true, null],
    ['x'.repeat(129), null],
  ])('[OPEN-18] %p is read as %p', (wire, held) => {
    expect(id(wire)).toBe(held);
  });

  it.each([['laborum'], [UUID], ['usr_12'], ['a b/c?d'], ['12345678901234567890']])(
    '[OPEN-18] the opaque id %p is held as one number, the same every time, and sent back as written',
    (text) => {
      const n = id(text);
      expect(n).not.toBeNull();
      expect(Number.isSafeInteger(n)).toBe(true);
      expect(isOpaqueId(n as number)).toBe(true);
      expect(id(text)).toBe(n);
      expect(id(` ${text} `)).toBe(n);
      expect(wireId(n as number)).toBe(text);
      // Read again as the app holds it (a stored copy, a worker's message, a link): the same id.
      expect(id(n)).toBe(n);
      expect(routeId(String(n))).toBe(n);
      expect(routeId(text)).toBe(n);
      expect(idInUrl(n as number)).toBe(encodeURIComponent(text));
    },
  );

  it.each([[-7180426], ['-7180426'], [' -7180426 ']])(
    '[OPEN-18] the negative id %p (Prism: the contract names no minimum) is a member, sent back as the number',
    (wire) => {
      const n = id(wire) as number;
      expect(isOpaqueId(n)).toBe(true);
      expect(id(-7180426)).toBe(n);
      expect(wireId(n)).toBe(-7180426);
      expect(idInUrl(n)).toBe('-7180426');
      expect(id(n)).toBe(n);
      expect(routeId('-7180426')).toBe(n);
      // Another negative id is another member.
      expect(id(-7180427)).not.toBe(n);
    },
  );

  it('[OPEN-18] numbers stay themselves, in order; opaque ids keep the order they came in', () => {
    expect(wireId(238)).toBe(238);
    expect(idInUrl(238)).toBe('238');
    expect(isOpaqueId(238)).toBe(false);
    const [a, b] = [id('zeta') as number, id('alfa') as number];
    expect(a).not.toBe(b);
    expect([9, 3, 5].sort(compareIds)).toEqual([3, 5, 9]);
    expect([a, b].sort(compareIds)).toEqual([a, b]);
    expect([b, a].sort(compareIds)).toEqual([b, a]);
  });

  it('[OPEN-18] a place named by a word is no place (places are sent back as numbers)', () => {
    expect(numericId('12')).toBe(12);
    expect(numericId('laborum')).toBeNull();
    expect(numericId(0)).toBeNull();
  });

  it('[OPEN-18] an opaque id stored by an earlier page is sent back as written after a reload', async () => {
    const n = id('miembro-reload') as number;
    expect(localStorage.getItem(`flechazo.id.${n}`)).toBe('miembro-reload');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./wire');
      expect(fresh.wireId(n)).toBe('miembro-reload');
      expect(fresh.routeId(String(n))).toBe(n);
      // An id no page stored is no opaque id of this member's: its digits are a text like any other.
      expect(fresh.wireId(n + 1)).toBe(n + 1);
    });
  });
});
