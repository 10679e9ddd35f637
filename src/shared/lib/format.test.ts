import { formatArs } from '@/features/paywall/format';
import { FIXED_OFFSET_SINCE, formatHour, formatListDate, formatLongDate, formatShortDate } from './format';

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

  it('[I18N-02] the first hour after midnight is 00, never 24 (the Intl path too: before 2009, Buenos Aires had summer time)', () => {
    expect(formatHour(Date.UTC(2026, 11, 2, 3, 12))).toBe('00:12');
    expect(formatHour(Date.UTC(2008, 5, 2, 3, 12))).toBe('00:12'); // June 2008: UTC-3, through Intl
  });
});

describe('hours and short dates without Intl (issue 32)', () => {
  const intlHour = new Intl.DateTimeFormat('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  const intlDate = new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  });

  it('[OPEN-34] agree with Intl in Buenos Aires time every 97 minutes from April 2009 to 2040 (a change of its time zone fails here)', () => {
    const wrong: string[] = [];
    for (let t = FIXED_OFFSET_SINCE; t < Date.UTC(2040, 0, 1) && wrong.length < 5; t += 97 * 60_000) {
      if (formatHour(t) !== intlHour.format(t)) wrong.push(`${new Date(t).toISOString()} hour ${formatHour(t)} != ${intlHour.format(t)}`);
      if (formatShortDate(t) !== intlDate.format(t))
        wrong.push(`${new Date(t).toISOString()} date ${formatShortDate(t)} != ${intlDate.format(t)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('[OPEN-34] midnight reads 00:mm, and instants before April 2009 (summer time then) still go through Intl', () => {
    expect(formatHour(Date.UTC(2026, 0, 1, 3, 7))).toBe('00:07');
    const summer2008 = Date.UTC(2008, 11, 1, 12, 0); // 10:00 in Buenos Aires, UTC-2 that summer
    expect(formatHour(summer2008)).toBe(intlHour.format(summer2008));
    expect(formatShortDate(new Date(summer2008))).toBe('01/12/2008');
  });
});

describe('prices without Intl (issue 32)', () => {
  it('[I18N-02] are what Intl writes for ARS in es-AR, for every peso amount to 20,000 and for long ones', () => {
    const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const reference = (value: string, decimals: string) =>
      intl
        .formatToParts(BigInt(value))
        .map((part) => (part.type === 'fraction' ? decimals : part.value))
        .join('');
    const values = [...Array.from({ length: 20_001 }, (_, i) => String(i)), '123456', '1000000', '98765432', '999999999999999'];
    const wrong = values
      .map((value, i) => ({ value, decimals: String(i % 100).padStart(2, '0') }))
      .filter((p) => formatArs(p) !== reference(p.value, p.decimals))
      .slice(0, 5)
      .map((p) => `${p.value},${p.decimals}: ${formatArs(p)} != ${reference(p.value, p.decimals)}`);
    expect(wrong).toEqual([]);
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
