/**
 * Public surface of the account area (my account, unsubscribe, withdrawal, report). Its screens are
 * reached through the route table (its screens/ files, a lazy chunk). The age-range control (ACC-03) is
 * shared/ui/AgeRangeSlider, its limits shared/lib/age-range.
 */
export type { accountSlice } from './slice';
