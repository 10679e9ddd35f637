/** The card form's rules (B §5; PAY-17 to PAY-20). */
import { isValidEmail } from '@/shared/lib/validation';
import type { CardForm } from './types';

/** PAY-17: letters (accented ones and ñ included) and spaces. */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** PAY-18: digits only, no dots or spaces. */
export const DNI_PATTERN = /^\d+$/;

export type CardField = keyof CardForm;
export const CARD_FIELDS: readonly CardField[] = ['cardholderName', 'docNumber', 'payerEmail'];
/** i18n keys of the errors (payments namespace). */
export type CardErrors = Partial<Record<CardField, 'errors.required' | 'errors.name' | 'errors.dni' | 'errors.email'>>;

/** PAY-20: every field is required; the first invalid one gets focus (in CARD_FIELDS order). */
export function validateCard(f: CardForm): CardErrors {
  const e: CardErrors = {};
  const name = f.cardholderName.trim();
  if (!name) e.cardholderName = 'errors.required';
  else if (!NAME_PATTERN.test(name)) e.cardholderName = 'errors.name';
  if (!f.docNumber) e.docNumber = 'errors.required';
  else if (!DNI_PATTERN.test(f.docNumber)) e.docNumber = 'errors.dni';
  if (!f.payerEmail.trim()) e.payerEmail = 'errors.required';
  else if (!isValidEmail(f.payerEmail)) e.payerEmail = 'errors.email';
  return e;
}
