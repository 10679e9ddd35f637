/** The report form's check (REPORT-03, REPORT-04), apart from its screen. */
import { REPORT_TEXT_MAX } from './types';

type Field = 'reason' | 'text';
export type ReportErrors = Partial<Record<Field, 'reasonRequired' | 'descriptionRequired' | 'descriptionTooLong'>>;

/** REPORT-03, REPORT-04: the reason first; then a non-empty description of at most 500 characters. */
export function validateReport(reason: string, text: string): ReportErrors {
  if (!reason) return { reason: 'reasonRequired' };
  if (!text.trim()) return { text: 'descriptionRequired' };
  if (text.length > REPORT_TEXT_MAX) return { text: 'descriptionTooLong' };
  return {};
}
