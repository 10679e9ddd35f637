/**
 * Members reported in this session (PROF-05, REPORT-07, MSG-43), kept in local storage under
 * `flechazo.reported` (logout clears it with the rest of the member's data) so a reload keeps them:
 * the contract names no reported flag for the profile view, so the app remembers its own reports.
 */
export const REPORTED_KEY = 'flechazo.reported';

/** The ids stored by an earlier page of this session (none when storage is unavailable or holds junk). */
export function readReported(): number[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(REPORTED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export function saveReported(ids: number[]): void {
  try {
    window.localStorage.setItem(REPORTED_KEY, JSON.stringify(ids));
  } catch {
    /* storage unavailable: remembered for this page only */
  }
}
