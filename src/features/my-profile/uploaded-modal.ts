/** The lazy "photo-uploaded" chunk (?modal=photo-uploaded). */
export { default } from './components/PhotoUploadedModal';
