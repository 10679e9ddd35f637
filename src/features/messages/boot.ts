/** What the app's entry chunk takes from messages without loading the feature: SHELL-32's skip flag (view-skip.ts). */
export { messageViewSkipSet } from './view-skip';
