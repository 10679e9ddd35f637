/** /recomendados (DASH-08), its own chunk loaded on demand (SHELL-25). */
export { MatchingScreen } from './screens/MatchingScreen';
