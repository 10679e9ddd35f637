/** The lazy 'search-modal' chunk the modal registry loads (?modal=search). */
export { default } from './components/SearchModal';
