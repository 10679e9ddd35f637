/**
 * An instant as a server writes it (the contract leaves its format unstated), read tolerantly like the
 * other wire readers (./wire.ts); apart from them because only the messages read dates, so the app's
 * first script does not carry it.
 */
import { str } from './wire';

/** A date and time written without a zone: 'YYYY-MM-DD HH:mm[:ss[.fff]]' (or with a 'T'). */
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/**
 * An instant whose format the contract leaves unstated (ChatRow `date`, x-type: unstated), as an ISO
 * 8601 UTC text: a text with a zone (the demo's '2026-12-01T23:30:00.000Z') as it says; a database
 * datetime without one ('2026-12-01 20:30:00') in the site's time, Buenos Aires (UTC-3, no summer
 * time since 2009; OPEN-34), never the device's. Anything unreadable is '' (no date shown).
 */
export function instant(v: unknown): string {
  const text = str(v).trim();
  const zoneless = ZONELESS_DATE_TIME.exec(text);
  const t = zoneless ? Date.parse(`${zoneless[1]}T${zoneless[2]}${zoneless[3] ?? ':00'}-03:00`) : text ? Date.parse(text) : NaN;
  return Number.isFinite(t) ? new Date(t).toISOString() : '';
}
