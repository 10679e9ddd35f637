/** My profile (ME-01..18): the lazy "my-profile" chunk. */
export { MyProfileScreen } from './screens/MyProfileScreen';
