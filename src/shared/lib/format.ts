/** Dates and hours for es-AR in Buenos Aires time (I18N-02, OPEN-34); ARS prices are the paywall's (formatArs). */
import { LOCALE, TIME_ZONE } from '@/shared/i18n/locale';

// Each formatter is built on first use, not when the module is evaluated (a first Intl formatter
// loads ICU data: a long task on the first screen, which formats no date yet).
const lazy = (make: () => Intl.DateTimeFormat): (() => Intl.DateTimeFormat) => {
  let f: Intl.DateTimeFormat | null = null;
  return () => (f ??= make());
};
// hourCycle h23: es-AR's `hour12: false` resolves to h24, which writes the first hour after midnight '24:05'.
const hour = lazy(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }));
const shortDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }));

/** A date that cannot be shown (a missing or malformed one from the API) formats as '' instead of throwing. */
const valid = (d: Date | number): boolean => !Number.isNaN(typeof d === 'number' ? d : d.getTime());

/**
 * Buenos Aires has kept UTC-3 all year since its last summer time ended on 15 March 2009 (tzdata). The
 * hours and short dates of that time, the only ones the app shows in its lists and conversations, are
 * worked out here without Intl: a page's first Intl.DateTimeFormat loads ICU's date patterns, 50-150 ms
 * of one task on this machine, four times that on a low-end phone, in the middle of the messages list's
 * first render (issue 32). Earlier instants, or another time zone, go through Intl. format.test.ts checks
 * the two agree, hour by hour, for years either side of today.
 */
export const FIXED_OFFSET_SINCE = Date.UTC(2009, 3, 1);
const FIXED_OFFSET_MS = TIME_ZONE === 'America/Argentina/Buenos_Aires' ? -3 * 3_600_000 : null;
const pad = (n: number): string => String(n).padStart(2, '0');
/** The wall clock in TIME_ZONE at `t` (as a Date read with its UTC getters), or null where Intl must say. */
function wallClock(t: number): Date | null {
  return FIXED_OFFSET_MS !== null && t >= FIXED_OFFSET_SINCE ? new Date(t + FIXED_OFFSET_MS) : null;
}
const ms = (d: Date | number): number => (typeof d === 'number' ? d : d.getTime());

/** 'HH:mm' (24 h, Buenos Aires time) */
export function formatHour(d: Date | number): string {
  if (!valid(d)) return '';
  const w = wallClock(ms(d));
  return w ? `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}` : hour().format(d);
}
/** 'DD/MM/YYYY' */
export function formatShortDate(d: Date | number): string {
  if (!valid(d)) return '';
  const w = wallClock(ms(d));
  return w ? `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)}/${w.getUTCFullYear()}` : shortDate().format(d);
}
/** '21 de noviembre' */
export const formatLongDate = (d: Date | number): string => (valid(d) ? longDate().format(d) : '');

/**
 * List dates: 'HH:mm' for today, 'DD/MM/YYYY' otherwise (OPEN-34); '' for a date that cannot be
 * shown; with a `yesterday` label (the caller's 'Ayer', issue 21), that label for the day before today.
 */
export function formatListDate(d: Date | number, now: Date | number = Date.now(), yesterday?: string): string {
  if (!valid(d)) return '';
  // The day in Buenos Aires is its short date.
  const day = formatShortDate(d);
  if (day === formatShortDate(now)) return formatHour(d);
  if (yesterday && day === formatShortDate(+now - 86_400_000)) return yesterday;
  return day;
}

/** A server's day 'YYYY-MM-DD…' -> 'DD/MM/YYYY' (as written, no time zone maths); anything else as it came. */
export function formatDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}
