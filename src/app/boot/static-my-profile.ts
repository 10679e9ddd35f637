/**
 * The placeholders of the prerendered my profile (./prerender/my-profile.tsx) that the boot loader fills
 * (./loader/screens/my-profile.ts): the header's nickname, age and 'what I look for' are the
 * MY_PROFILE_SLOTS tokens, its photo the `picture` token's, its completeness MY_PROFILE_SLOTS.percent
 * (a value the bar shows as it is: not above 90).
 */
export const MY_PROFILE_SLOTS = { nickname: '@@nickname@@', find: '@@find@@', years: 987654321, picture: '@@picture@@.webp', percent: 37 };
