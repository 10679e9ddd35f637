import {
  birthYearOptions,
  isAdult,
  isCodeComplete,
  isValidEmail,
  isValidPassword,
  SOY_BUSCO_TRACKING,
  validatePasswordPair,
  validateRegister,
} from './validation';

const NOW = new Date(2025, 5, 15); // 15 June 2025

const valid = {
  email: 'ana@example.com',
  password: 'abcd_12',
  soyBusco: 'm-h',
  day: '15',
  month: '6',
  year: '2007',
  province: '5',
  city: '501',
};

describe('validation (A §5)', () => {
  it('[AUTH-03] accepts standard e-mails and rejects the rest', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('  Ana.Perez+x@mail.com.ar ')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@@example.com'])
      expect(isValidEmail(bad)).toBe(false);
    expect(validateRegister({ ...valid, email: 'ana@example' }, NOW)).toEqual({ email: true });
  });

  it('[AUTH-04] the registration password is 4 to 20 letters, digits or underscore', () => {
    expect(isValidPassword('abcd')).toBe(true);
    expect(isValidPassword('A_1b'.padEnd(20, 'x'))).toBe(true);
    expect(isValidPassword('abc')).toBe(false);
    expect(isValidPassword('a'.repeat(21))).toBe(false);
    expect(isValidPassword('abc d')).toBe(false);
    expect(isValidPassword('abcd!')).toBe(false);
    expect(isValidPassword('contraseña')).toBe(false);
    expect(validateRegister({ ...valid, password: 'ab' }, NOW)).toEqual({ password: true });
  });

  it('[AUTH-05] the birth years run from the current year minus 18 back 100 years', () => {
    const years = birthYearOptions(NOW);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2007);
    expect(years[99]).toBe(1908);
    expect(validateRegister({ ...valid, year: '1907' }, NOW)).toEqual({ birthdate: true });
  });

  it('[AUTH-06] day, month and year are required, the date must exist and the member must be 18', () => {
    expect(isAdult(15, 6, 2007, NOW)).toBe(true); // 18 today
    expect(isAdult(16, 6, 2007, NOW)).toBe(false); // 18 tomorrow
    expect(validateRegister(valid, NOW)).toEqual({});
    expect(validateRegister({ ...valid, day: '16' }, NOW)).toEqual({ birthdate: true });
    expect(validateRegister({ ...valid, day: '' }, NOW)).toEqual({ birthdate: true });
    expect(validateRegister({ ...valid, month: '' }, NOW)).toEqual({ birthdate: true });
    expect(validateRegister({ ...valid, year: '' }, NOW)).toEqual({ birthdate: true });
    expect(validateRegister({ ...valid, day: '31', month: '2', year: '1990' }, NOW)).toEqual({ birthdate: true });
  });

  it('[AUTH-07] [AUTH-08] [AUTH-09] Soy/Busco, province and city are required', () => {
    expect(validateRegister({ ...valid, soyBusco: '', province: '', city: '' }, NOW)).toEqual({
      soyBusco: true,
      province: true,
      city: true,
    });
    expect(validateRegister({ ...valid, soyBusco: 'x-y' }, NOW)).toEqual({ soyBusco: true });
  });

  it('[AUTH-12] maps Soy/Busco to the tracking codes', () => {
    expect(SOY_BUSCO_TRACKING).toEqual({ 'h-m': 'H', 'm-h': 'M', 'h-h': 'G', 'm-m': 'L' });
  });

  it('[AUTH-27] the new and repeated passwords must be non-empty and equal', () => {
    expect(validatePasswordPair('', '')).toBe('empty');
    expect(validatePasswordPair('abcd', '')).toBe('empty');
    expect(validatePasswordPair('abcd', 'abce')).toBe('mismatch');
    expect(validatePasswordPair('abcd', 'abcd')).toBeNull();
  });

  it('[AUTH-47] the code is complete only with all five boxes filled', () => {
    expect(isCodeComplete(['1', '2', '3', '4', '5'])).toBe(true);
    expect(isCodeComplete(['1', '2', '', '4', '5'])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(false);
  });
});
