/**
 * The placeholders of the prerendered member lists (./prerender/lists.tsx) that the boot loader fills
 * (./loader/screens/lists.ts). Each list's template holds one sample row of each kind the app shows in
 * its first rows, all among the rows whose photo loads at once: a member with a photo, a photo-less man
 * and woman (the default images), a member without a nickname ('Sin apodo') and a notice. Their
 * nickname, age, place and photo are the LIST_SLOTS tokens; the loader copies a sample per row.
 */
export const LIST_SLOTS = {
  nickname: '@@nickname@@',
  province: '@@province@@',
  city: '@@city@@',
  years: 987654321,
  picture: '@@picture@@.webp',
  /** A notice's image, a path on the image host, and its in-app link. */
  notice: '@@notice@@.svg',
  link: '/@@link@@',
};

/** The sample rows' ids (data-key `u<id>`, a notice's `notice-<id>`). */
export const LIST_SAMPLES = { photo: -1, man: -2, woman: -3, noName: -4, notice: -5 } as const;

/**
 * The most rows the static copy shows: the rows whose photo the app loads at once (the list screen's
 * eager rows), which fill a phone's screen; the app adds the rest below when it takes over.
 */
export const STATIC_LIST_ROWS = 8;

/** The list routes with a static first screen: FIRST_SCREENS name (the route's path) → the screen's list. */
export const STATIC_LISTS = {
  'likes-sent': 'likes',
  'likes-received': 'matches',
  'visits-received': 'visitsReceived',
  'visits-sent': 'visitsSent',
  dislikes: 'dislikes',
} as const;
