/**
 * The age range every feature uses (ACC-03 in my account and my profile, SRCH-10 in the search): 18 to 99
 * with a gap of at least 1 between its ends.
 */
export const AGE_MIN = 18;
export const AGE_MAX = 99;
export const AGE_GAP = 1;

export interface AgeRange {
  min: number;
  max: number;
}

/** Any pair (even NaN or reversed) as a valid range: whole years inside 18..99, the gap kept by raising the top. */
export function clampAgeRange(min: number, max: number): AgeRange {
  const lo = Math.min(AGE_MAX - AGE_GAP, Math.max(AGE_MIN, Math.round(Number.isFinite(min) ? min : AGE_MIN)));
  const hi = Math.max(AGE_MIN + AGE_GAP, Math.min(AGE_MAX, Math.round(Number.isFinite(max) ? max : AGE_MAX)));
  return { min: lo, max: Math.max(hi, lo + AGE_GAP) };
}

/** One thumb moved to `to`: it stays inside 18..99 and at least AGE_GAP from the other thumb, which does not move. */
export function moveAgeThumb(range: AgeRange, end: keyof AgeRange, to: number): AgeRange {
  const v = Math.round(to);
  return end === 'min'
    ? { min: Math.max(AGE_MIN, Math.min(v, range.max - AGE_GAP)), max: range.max }
    : { min: range.min, max: Math.min(AGE_MAX, Math.max(v, range.min + AGE_GAP)) };
}
