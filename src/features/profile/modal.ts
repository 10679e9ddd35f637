/** The lazy 'profile' chunk the modal registry loads (?modal=profile-view&id=). */
export { default } from './components/ProfileViewModal';
