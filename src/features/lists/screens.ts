/** The member lists (LIST-01..09): the lazy "lists" chunk the route table loads. */
export { MemberListScreen } from './screens/MemberListScreen';
