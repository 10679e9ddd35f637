/**
 * Public surface of the paywall and payments. Light on purpose (no slice; one small saga, the opener the
 * app runs from the start): other features may import it without pulling the payment code into their chunks. The modals and pages are lazy:
 * src/app/modals/registry.ts (pay-wall, payment) and src/app/router/routes.tsx (the three pages).
 */
export { mapPromotionCode, leadsToRecommended } from './promo-codes';
/** WIZ-04, PAY-12: the post-registration promo's price (plan 6041, 10,00 ARS), formatted for es-AR. */
export { formatArs, THREE_DAY_PRICE } from './format';
/** Issue 42 #4: the one-time promo this member bought in this browser, while it lasts (my account says until when). */
export { readPromo, type PromoPurchase } from './promo-storage';
/** API-10 / PAY-01: raising the paywall (any feature, the API's 402 port; the app runs its opener), and a payment that went through. */
export { paymentCompleted, paywallRequired } from './signals';
