/**
 * Public surface of the account area (my account, unsubscribe, withdrawal, report). Its screens are
 * reached through the route table (screens.ts, a lazy chunk). The age-range slider (ACC-03) is shared
 * with my profile:
 *
 *   <AgeRangeSlider value={{ min, max }} onCommit={(r) => dispatch(...)} />   // saved on release
 */
export { AgeRangeSlider, type AgeRange } from './components/AgeRangeSlider';
export { AGE_MIN, AGE_MAX, AGE_GAP } from './types';
export type { accountSlice } from './slice';
