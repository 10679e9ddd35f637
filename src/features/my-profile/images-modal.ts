/** The lazy "my-profile-images" chunk the modal registry loads (?modal=my-profile-images). */
export { default } from './components/MyImagesModal';
