/**
 * The placeholders of the prerendered my account (./prerender/my-account.tsx) that the boot loader fills
 * (./loader/screens/my-account.ts): the member's data and plan are the MY_ACCOUNT_SLOTS tokens, the age
 * range MY_ACCOUNT_SLOTS.min to .max (values the slider shows as they are). After the screen's
 * subscription card come the card's other forms, in SUBSCRIPTION_SAMPLES' order, which the loader takes
 * what it needs from and removes, and after the member's data the gender's text for each of GENDER_SAMPLES
 * (a <dd> as the app writes it), which the loader takes the member's from and removes.
 */
export const MY_ACCOUNT_SLOTS = {
  email: '@@email@@',
  username: '@@username@@',
  plan: '@@plan@@',
  start: '@@start@@',
  end: '@@end@@',
  min: 41,
  max: 76,
};
/** The subscription card's forms after the screen's own (an active plan renewed, with its cancel link). */
export const SUBSCRIPTION_SAMPLES = ['expired', 'none', 'processing'] as const;
/** The session's genderText values whose text the prerendered data card carries after its own (myData.genders). */
export const GENDER_SAMPLES = ['hombre', 'mujer', 'gay', 'lesbiana'] as const;
