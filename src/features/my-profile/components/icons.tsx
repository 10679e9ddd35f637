/** Icons of my photos and the editor, kept in their lazy chunks (built with the shared icon factory). */
import { createIcon } from '@/shared/ui/icons';

export const IconClock = createIcon(18, <circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const IconPlus = createIcon(28, <path d="M12 5v14M5 12h14" />);
export const IconPhoto = createIcon(
  22,
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <circle cx="9" cy="10" r="2" />,
  <path d="M21 16l-5-5-8 8" />,
);
export const IconCameraBig = createIcon(22, <path d="M4 8h3l2-3h6l2 3h3v11H4z" />, <circle cx="12" cy="13" r="4" />);
export const IconStarSmall = createIcon(16, <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />);
