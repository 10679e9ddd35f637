/** The like game's own icons (kept in its lazy chunk), built with the shared icon factory. */
import { createIcon } from '@/shared/ui/icons';

export const IconRefresh = createIcon(
  24,
  <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />,
  <path d="M4 3v5h5" />,
  <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />,
  <path d="M20 21v-5h-5" />,
);
