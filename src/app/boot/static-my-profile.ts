/**
 * The placeholders of the prerendered my profile (./prerender/my-profile.tsx) that the boot loader fills
 * (./loader/screens/my-profile.ts): the header's nickname, age and 'what I look for' are the
 * MY_PROFILE_SLOTS tokens, its photo the `picture` token's, its completeness MY_PROFILE_SLOTS.percent
 * (a value the bar shows as it is: not above 90); the form's first sections (its data: nickname,
 * province and city; its description) hold the same nickname, the `description` token (its counter
 * that token's length, a number the limit's digits do not hold) and one sample option of each place
 * picker, chosen, whose value and label the loader writes for each option the app lists. The nickname
 * and the description are in moderation, so their notes' texts are in the template (the loader empties
 * them for an approved one).
 */
export const MY_PROFILE_SLOTS = {
  nickname: '@@nickname@@',
  find: '@@find@@',
  years: 987654321,
  picture: '@@picture@@.webp',
  percent: 37,
  description: '@@description-text@@',
  province: { label: '@@province@@', value: 987654322 },
  city: { label: '@@city@@', value: 987654323 },
};
