/** Dates and hours through Intl for es-AR (I18N-02, OPEN-34); ARS prices are the paywall's (formatArs). */
import { LOCALE, TIME_ZONE } from '@/shared/i18n';

// Each formatter is built on first use, not when the module is evaluated (a first Intl formatter
// loads ICU data: a long task on the first screen, which formats no date yet).
const lazy = (make: () => Intl.DateTimeFormat): (() => Intl.DateTimeFormat) => {
  let f: Intl.DateTimeFormat | null = null;
  return () => (f ??= make());
};
const hour = lazy(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE }));
const shortDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }));
const dayKey = lazy(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }));

/** A date that cannot be shown (a missing or malformed one from the API) formats as '' instead of throwing. */
const valid = (d: Date | number): boolean => !Number.isNaN(typeof d === 'number' ? d : d.getTime());

/** 'HH:mm' (24 h, Buenos Aires time) */
export const formatHour = (d: Date | number): string => (valid(d) ? hour().format(d) : '');
/** 'DD/MM/YYYY' */
export const formatShortDate = (d: Date | number): string => (valid(d) ? shortDate().format(d) : '');
/** '21 de noviembre' */
export const formatLongDate = (d: Date | number): string => (valid(d) ? longDate().format(d) : '');

/**
 * List dates: 'HH:mm' for today, 'DD/MM/YYYY' otherwise (OPEN-34); '' for a date that cannot be
 * shown; with a `yesterday` label (the caller's 'Ayer', issue 21), that label for the day before today.
 */
export function formatListDate(d: Date | number, now: Date | number = Date.now(), yesterday?: string): string {
  if (!valid(d)) return '';
  const day = dayKey().format(d);
  if (day === dayKey().format(now)) return formatHour(d);
  if (yesterday && day === dayKey().format(new Date(+now - 86_400_000))) return yesterday;
  return formatShortDate(d);
}
