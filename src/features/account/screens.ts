/** The account area's screens (issue 19), loaded lazily by the route table as one chunk. */
import './i18n';
import './account.css';

export { MyAccountScreen } from './screens/MyAccountScreen';
export { UnsubscribeScreen, type UnsubscribeStep } from './screens/UnsubscribeScreen';
export { RefundScreen } from './screens/RefundScreen';
export { ReportScreen } from './screens/ReportScreen';
