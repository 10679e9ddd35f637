/** /search-results: the lazy "search" chunk the route table loads. */
export { SearchResultsScreen } from './screens/SearchResultsScreen';
