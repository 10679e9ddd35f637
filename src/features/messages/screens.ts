/** Message lists (issue #5), loaded lazily by the route table. */
export { MessageListScreen } from './components/MessageListScreen';
