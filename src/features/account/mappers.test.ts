/** The account mappers: wire JSON to app types, robust to missing or wrong fields. */
import { clampAgeRange } from '@/shared/lib/age-range';
import { toAccount, toAlertSet, toNotificationsPayload, toUnsubscribeUsers } from './mappers';

const full = {
  email: 'ana@example.com',
  username: 'ana_82',
  genderId: 2,
  ageRange: { min: 25, max: 40 },
  subscriptions: {
    description: 'Plan 3 meses',
    active: '0',
    startDate: '2026-01-01',
    endDate: '2026-04-01',
    renewal: true,
    hideCancelButton: false,
  },
  alerts: {
    web: { messages: '1', visits: '0', matches: '1', recomendados: '0', resumen: '1', promociones: '0' },
    android: null,
  },
};

describe('account mappers', () => {
  it('[ACC-02][ACC-08][ACC-10] maps email, username, genderId, ageRange, subscriptions and both alert sets', () => {
    expect(toAccount(full)).toEqual({
      email: 'ana@example.com',
      username: 'ana_82',
      genderId: 2,
      ageRange: { min: 25, max: 40 },
      subscription: {
        description: 'Plan 3 meses',
        expired: true,
        startDate: '2026-01-01',
        endDate: '2026-04-01',
        renewal: true,
        hideCancelButton: false,
      },
      alerts: {
        web: { messages: true, visits: false, matches: true, recomendados: false, resumen: true, promociones: false },
        android: null,
      },
    });
    expect(toAccount({ ...full, subscriptions: null })?.subscription).toBeNull();
    expect(toAccount({ ...full, subscriptions: { ...full.subscriptions, active: '1' } })?.subscription?.expired).toBe(false);
  });

  it('[ACC-14] reads the integer form {android, visits, messages} of notification settings', () => {
    expect(toAlertSet({ android: 1, visits: 0, messages: 1 })).toEqual({
      messages: true,
      visits: false,
      matches: false,
      recomendados: false,
      resumen: false,
      promociones: false,
    });
    const a = toAccount({
      ...full,
      alerts: { web: { android: 0, visits: 1, messages: 0 }, android: { android: 1, visits: 1, messages: 1 } },
    });
    expect(a?.alerts.web.visits).toBe(true);
    expect(a?.alerts.android?.messages).toBe(true);
  });

  it('[ACC-11][API-52] builds the save payload with both sets as "1"/"0"', () => {
    const a = toAccount({ ...full, alerts: { web: full.alerts.web, android: { ...full.alerts.web, promociones: '1' } } })!;
    expect(toNotificationsPayload(a.alerts)).toEqual({ web: full.alerts.web, android: { ...full.alerts.web, promociones: '1' } });
    expect(toNotificationsPayload({ web: a.alerts.web, android: null }).android).toEqual({
      messages: '0',
      visits: '0',
      matches: '0',
      recomendados: '0',
      resumen: '0',
      promociones: '0',
    });
  });

  it('[ACC-02] never crashes on a wrong answer: not an object is null, wrong fields fall back', () => {
    expect(toAccount(null)).toBeNull();
    expect(toAccount('oops')).toBeNull();
    expect(toAccount([])).toBeNull();
    expect(toAccount({ genderId: '1', ageRange: { min: 'x', max: 300 }, alerts: 'no', subscriptions: 7 })).toEqual({
      email: '',
      username: '',
      genderId: 1,
      ageRange: { min: 18, max: 99 },
      subscription: null,
      alerts: {
        web: { messages: false, visits: false, matches: false, recomendados: false, resumen: false, promociones: false },
        android: null,
      },
    });
  });

  it('[ACC-03] the age range is kept within 18 to 99 with a gap of at least 1', () => {
    expect(clampAgeRange(10, 120)).toEqual({ min: 18, max: 99 });
    expect(clampAgeRange(50, 50)).toEqual({ min: 50, max: 51 });
    expect(clampAgeRange(99, 99)).toEqual({ min: 98, max: 99 });
    expect(clampAgeRange(60, 40)).toEqual({ min: 60, max: 61 });
  });

  it('[UNSUB-04] unsubscribe items keep picture, gender, nickname, years and id, and drop items without an id', () => {
    expect(
      toUnsubscribeUsers([{ id: 9, nickname: 'Juli', years: '33', gender: 1, picture: 'a.webp' }, { nickname: 'sin id' }, 'x']),
    ).toEqual([{ id: 9, nickname: 'Juli', years: 33, gender: 1, picture: 'a.webp', hasPicture: true }]);
    expect(toUnsubscribeUsers(undefined)).toEqual([]);
  });
});
