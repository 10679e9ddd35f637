/** /recomendados (DASH-08), its own chunk loaded on demand (SHELL-25): built by the Discovery issue (#4). */
import { ComingSoonScreen } from '@/features/shell/screens';

export const MatchingScreen = ComingSoonScreen;
