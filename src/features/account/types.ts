/** The account area as the app uses it (mapped from the account calls' answers by mappers.ts). */
import type { ListMember } from '@/features/lists';

/** ACC-10, ACC-11: the notification kinds, in the order the toggles show them. */
export const ALERT_KEYS = ['messages', 'visits', 'matches', 'recomendados', 'resumen', 'promociones'] as const;
export type AlertKey = (typeof ALERT_KEYS)[number];
export type AlertSet = Record<AlertKey, boolean>;
export type AlertColumn = 'web' | 'android';

/** ACC-08: active '0' on the wire is `expired`. */
export interface Subscription {
  description: string;
  expired: boolean;
  startDate: string;
  endDate: string;
  renewal: boolean;
  hideCancelButton: boolean;
}

/** ACC-02 */
export interface Account {
  email: string;
  username: string;
  /** 1 male, any other female (AUTH-60). */
  genderId: 1 | 2;
  ageRange: { min: number; max: number };
  subscription: Subscription | null;
  /** ACC-10, ACC-13: android is null when the member has no Android set. */
  alerts: { web: AlertSet; android: AlertSet | null };
}

/** UNSUB-04: a member the unsubscribe page shows, read as the member lists read theirs (no place). */
export type UnsubscribeUser = Omit<ListMember, 'type' | 'province' | 'city'>;

/** ACC-17, UNSUB-09: account deletion and unsubscribe show loading for 1 s. */
/** Who is being reported (REPORT-01): what the page names and shows. */
export interface ReportedMember {
  id: number;
  nickname: string;
  /** The profile photo's file name, or null (the default image of the gender). */
  picture: string | null;
  gender: number;
}

export const LOADING_MIN_MS = 1000;
/** ACC-07: the password dialog closes 100 ms after a success. */
export const PASSWORD_CLOSE_MS = 100;

/** REPORT-02: value - label, in the spec's order (labels in account.json report.reasons). */
export const REPORT_REASONS = ['13', '8', '5', '11', '12', '10'] as const;
/** REPORT-04, B §9 */
export const REPORT_TEXT_MAX = 500;

/** REPORT-06: reportId is the part of the reason value before a dash. */
export const reportIdOf = (value: string): number => Number(value.split('-')[0]);
