import { createHash, createHmac } from 'node:crypto';
import { md5 } from './md5';
import { Random, hashString, mulberry32 } from './prng';
import { hmacSha256Hex, sha256, toHex } from './sha256';

const SAMPLES = ['', 'abc', 'demo1234', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'ñandú con dulce de leche €'.repeat(20)];

describe('demo crypto helpers', () => {
  it('md5 matches node:crypto', () => {
    for (const s of SAMPLES) expect(md5(s)).toBe(createHash('md5').update(s).digest('hex'));
  });

  it('sha256 and hmac-sha256 match node:crypto (short and long keys)', () => {
    for (const s of SAMPLES) {
      expect(toHex(sha256(new TextEncoder().encode(s)))).toBe(createHash('sha256').update(s).digest('hex'));
      expect(hmacSha256Hex('demo-app-secret', s)).toBe(createHmac('sha256', 'demo-app-secret').update(s).digest('hex'));
      expect(hmacSha256Hex('k'.repeat(100), s)).toBe(createHmac('sha256', 'k'.repeat(100)).update(s).digest('hex'));
    }
  });
});

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('helpers stay in range and hashString is stable', () => {
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
