/** A member's gender words: the genderText of a 'Soy / Busco' pair, and 'tranquilo/a' resolved. */
import type { ApiGenderText } from '@/mocks/wire/session';
import type { GenderLetter, GenderPair } from './types';

const GENDER_TEXT: Record<GenderPair, ApiGenderText> = { 'h-m': 'hombre', 'm-h': 'mujer', 'h-h': 'gay', 'm-m': 'lesbiana' };

/** genderText from the 'Soy / Busco' pair (h-m hombre, m-h mujer, h-h gay, m-m lesbiana). */
export function genderTextFor(soy: GenderLetter, busco: GenderLetter): ApiGenderText {
  return GENDER_TEXT[`${soy}-${busco}`];
}

/** Resolves 'tranquilo/a', 'charlatán/a' and friends for a member's gender (1 male, 2 female). */
export function genderize(text: string, gender: 1 | 2): string {
  return text
    .replace(/(\p{L}*)án\/a\b/gu, (_, stem: string) => (gender === 1 ? `${stem}án` : `${stem}ana`))
    .replace(/(\p{L}+)o\/a\b/gu, (_, stem: string) => (gender === 1 ? `${stem}o` : `${stem}a`));
}
