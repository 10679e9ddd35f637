/**
 * Promotion link codes and where they lead (B §4; PAY-34 to PAY-36, OPEN-30).
 */

/** PAY-34: promotion link code -> paywall id. */
export const PROMO_CODE_MAP: Readonly<Record<string, string>> = {
  '6': '27',
  '11': '28',
  '12': '28',
  '13': '29',
  '14': '30',
  '15': '30',
  '16': '31',
  '17': '31',
  '18': '32',
  '19': '32',
  '23': '32',
};

/** PAY-34, PAY-35: a mapped code becomes its paywall id; any other code passes through unchanged. */
export function mapPromotionCode(code: string): string {
  const c = code.trim();
  return PROMO_CODE_MAP[c] ?? c;
}

/** PAY-36: a promotion link containing 'recomendados' goes to the recommended page instead of the paywall. */
export const leadsToRecommended = (link: string) => link.includes('recomendados');
