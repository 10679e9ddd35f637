/**
 * Date helpers in Argentine time. Argentina is UTC-3 all year (no DST), so a fixed offset is
 * exact and avoids depending on the ICU time-zone data of whatever runs the demo.
 */
const AR_OFFSET_MS = -3 * 60 * 60 * 1000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function argentinaParts(ms: number): DateParts {
  const d = new Date(ms + AR_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** Full years between a YYYY-MM-DD birth date and the instant `now` (Argentine calendar). */
export function ageOn(birthdate: string, now: number): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const today = argentinaParts(now);
  const hadBirthday = today.month > m || (today.month === m && today.day >= d);
  return today.year - y - (hadBirthday ? 0 : 1);
}

/** YYYY-MM-DD for a birth date that makes someone exactly `age` on `now`. */
export function birthdateForAge(age: number, month: number, day: number, now: number): string {
  const today = argentinaParts(now);
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  const year = today.year - age - (hadBirthday ? 0 : 1);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
