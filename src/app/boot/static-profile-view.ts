/**
 * The placeholders of the prerendered profile view (./prerender/profile-view.tsx) that the boot loader
 * fills (./loader/screens/profile-view.ts). The dialog holds one sample of each repeated part, with the
 * PROFILE_VIEW_SLOTS tokens as its texts: a personal-data card with one row; an activity group of each
 * icon (PROFILE_VIEW_ACTIVITY_KEYS, in that order) with one chip; a tag group of each kind (films, music,
 * books) with one chip; two couple cards, the first with its title and the age row before its row, the
 * second with no title of its own (the app's 'Busca'); and the action bar twice, for a member not liked
 * and then liked (the app's one 'Enviale un mensaje'). The loader copies the samples for the answer's
 * parts and removes them.
 */
export const PROFILE_VIEW_SLOTS = {
  nickname: '@@nickname@@',
  /** The profile photo's file name (its URL on the image host, as the app's first candidate). */
  picture: '@@picture@@.webp',
  years: 987654321,
  /** The 'Province - City' line (the place the location list names). */
  place: '@@place@@',
  description: '@@description@@',
  sign: '@@sign@@',
  title: '@@title@@',
  label: '@@label@@',
  value: '@@value@@',
  chip: '@@chip@@',
  /** The photo counter's total ('1 de N': the prerender's view has this many photos; no other text of the counter holds it). */
  total: 987,
  /** The couple card's age row ('De MIN a MAX años'). */
  min: 987654323,
  max: 987654324,
};
/** The sample activity groups' keys: one per icon of the app's (any other key shows the first's). */
export const PROFILE_VIEW_ACTIVITY_KEYS = ['deportes', 'salidas', 'vacaciones'] as const;
/** The member the prerender opens (a member id no answer names). */
export const PROFILE_VIEW_USER_ID = 987654325;
