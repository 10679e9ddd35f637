/**
 * Validation rules of A §5 (AUTH-03 to AUTH-09, AUTH-27, AUTH-47). Pure functions: forms call them on
 * submit and show the locale text of each error key under its field.
 */

/** Standard e-mail pattern (AUTH-03). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Registration password: 4 to 20 letters, digits or underscore (AUTH-04). */
export const PASSWORD_PATTERN = /^\w{4,20}$/;
export const MIN_AGE = 18;
/** The birth-year list covers 100 years (AUTH-05). */
export const BIRTH_YEAR_SPAN = 100;
export const CODE_LENGTH = 5;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
export const isValidPassword = (password: string): boolean => PASSWORD_PATTERN.test(password);

/** AUTH-05: from the current year minus 18, back 100 years (newest first). */
export function birthYearOptions(now: Date = new Date()): number[] {
  const first = now.getFullYear() - MIN_AGE;
  return Array.from({ length: BIRTH_YEAR_SPAN }, (_, i) => first - i);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

export function isRealDate(day: number, month: number, year: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** AUTH-06: the member turns 18 on or before today. */
export function isAdult(day: number, month: number, year: number, now: Date = new Date()): boolean {
  const eighteenth = new Date(year + MIN_AGE, month - 1, day);
  // 29 February of a non-leap year rolls over to 1 March, which is when the member is 18.
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return eighteenth.getTime() <= today.getTime();
}

export type SoyBusco = 'h-m' | 'm-h' | 'h-h' | 'm-m';
export const SOY_BUSCO_OPTIONS: readonly SoyBusco[] = ['h-m', 'm-h', 'h-h', 'm-m'];
/** AUTH-12: 'Soy / Busco' to tracking codes. */
export const SOY_BUSCO_TRACKING: Record<SoyBusco, 'H' | 'M' | 'G' | 'L'> = { 'h-m': 'H', 'm-h': 'M', 'h-h': 'G', 'm-m': 'L' };
export const isSoyBusco = (v: string): v is SoyBusco => (SOY_BUSCO_OPTIONS as readonly string[]).includes(v);

export interface RegisterValues {
  email: string;
  password: string;
  soyBusco: string;
  day: string;
  month: string;
  year: string;
  province: string;
  city: string;
}

export type RegisterField = 'email' | 'password' | 'soyBusco' | 'birthdate' | 'province' | 'city';
/** The order fields appear in, so the first invalid one gets focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'password', 'soyBusco', 'birthdate', 'province', 'city'];
export type RegisterErrors = Partial<Record<RegisterField, true>>;

/** A §5 for the register form (AUTH-03 to AUTH-09). */
export function validateRegister(v: RegisterValues, now: Date = new Date()): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!isValidEmail(v.email)) errors.email = true;
  if (!isValidPassword(v.password)) errors.password = true;
  if (!isSoyBusco(v.soyBusco)) errors.soyBusco = true;
  const [day, month, year] = [Number(v.day), Number(v.month), Number(v.year)];
  const years = birthYearOptions(now);
  if (!v.day || !v.month || !v.year || !isRealDate(day, month, year) || !years.includes(year) || !isAdult(day, month, year, now)) {
    errors.birthdate = true;
  }
  if (!v.province) errors.province = true;
  if (!v.city) errors.city = true;
  return errors;
}

/** AUTH-27: new and repeat passwords non-empty and equal. */
export function validatePasswordPair(password: string, repeat: string): 'empty' | 'mismatch' | null {
  if (!password || !repeat) return 'empty';
  if (password !== repeat) return 'mismatch';
  return null;
}

/** AUTH-47: all five code boxes non-empty. */
export const isCodeComplete = (boxes: readonly string[]): boolean => boxes.length === CODE_LENGTH && boxes.every((b) => b.trim() !== '');
