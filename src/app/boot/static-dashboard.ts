/** The placeholders of the prerendered dashboard (./prerender/dashboard.tsx) that the boot loader fills (./loader/screens/dashboard.ts). */
export const STATIC_CARDS = 8;
export const DASHBOARD_SLOTS = { nickname: '@@nickname@@', location: '@@location@@', years: 987654321, picture: '@@picture@@.webp' };
/** The prerendered card of a liked member, after the others: a liked member's card takes its buttons. */
export const LIKED_CARD_ID = -100;
