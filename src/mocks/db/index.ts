/** The demo database: seeded state, reset, demo accounts and the queries handlers share. */
export { db, resetDemoDb } from './state';
export { DEMO_ACCOUNTS, NOTICE_USER_ID, MATCHING_USER_ID } from './demo-accounts';
export type { DemoAccountKey } from './demo-accounts';
export { generateDemoDb } from './seed';
export { genderTextFor } from './gender';
export { LOCATIONS, findCity, findProvince, locationText } from './locations';
export { MESSAGE_TYPE } from './types';
export { fillWithXss, XSS_NOTICES, xssText } from './xss';
export { fillWithLongValues } from './long-values';
export type * from './types';
export * from './queries';
