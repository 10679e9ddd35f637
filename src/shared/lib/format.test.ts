import { formatArs } from '@/features/paywall/format';
import { formatHour, formatListDate, formatLongDate, formatShortDate } from './format';

describe('es-AR formatting', () => {
  it('[I18N-02] prices are ARS with a decimal comma', () => {
    expect(formatArs({ value: '10', decimals: '0' })).toBe('$\u00a010,00');
    expect(formatArs({ value: '3000', decimals: '50' })).toBe('$\u00a03.000,50');
  });

  it('[I18N-02] dates and hours follow es-AR in Buenos Aires time (OPEN-34)', () => {
    const d = Date.UTC(2026, 10, 21, 23, 5); // 20:05 in Buenos Aires (UTC-3)
    expect(formatHour(d)).toBe('20:05');
    expect(formatShortDate(d)).toBe('21/11/2026');
    expect(formatLongDate(d)).toBe('21 de noviembre');
    expect(formatListDate(d, Date.UTC(2026, 10, 21, 23, 59))).toBe('20:05');
    expect(formatListDate(d, Date.UTC(2026, 10, 23, 12))).toBe('21/11/2026');
    // Issue 21: the day before today reads as the caller's 'Ayer' (Buenos Aires days).
    expect(formatListDate(d, Date.UTC(2026, 10, 22, 12), 'Ayer')).toBe('Ayer');
    expect(formatListDate(d, Date.UTC(2026, 10, 23, 12), 'Ayer')).toBe('21/11/2026');
  });
});

describe('dates that cannot be shown', () => {
  it('[OPEN-18] [OPEN-34] a missing or malformed date formats as an empty text instead of throwing', () => {
    const bad = new Date('');
    expect(formatHour(bad)).toBe('');
    expect(formatShortDate(bad)).toBe('');
    expect(formatLongDate(Number.NaN)).toBe('');
    expect(formatListDate(bad)).toBe('');
  });
});
