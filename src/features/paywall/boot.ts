/**
 * What the app's entry chunk takes from the paywall without its public surface's other modules: raising
 * the paywall (the API's 402 port) and the opener saga the app runs from the start.
 */
export { paywallOpenerSaga, paywallRequired } from './opener';
