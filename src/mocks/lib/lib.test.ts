import { Random, hashString, mulberry32 } from './prng';

describe('seeded random', () => {
  it('[DEMO] repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('[DEMO] helpers stay in range and hashString is stable', () => {
    const rng = Random.fromSeed(1);
    for (let i = 0; i < 200; i++) {
      const n = rng.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(new Set(rng.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
    expect(rng.hex(6)).toMatch(/^[0-9a-f]{6}$/);
    expect(hashString('10-m-1-abc')).toBe(hashString('10-m-1-abc'));
    expect(hashString('10-m-1-abc')).not.toBe(hashString('10-m-1-abd'));
  });
});
