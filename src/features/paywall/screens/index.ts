/** The payment pages (issue #16), loaded lazily by the route table. */
export { SubscribeDoneScreen } from './SubscribeDoneScreen';
export { ThankYouScreen } from './ThankYouScreen';
export { CovidScreen } from './CovidScreen';
