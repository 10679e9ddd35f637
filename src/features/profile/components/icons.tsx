/** The profile view's own icons (kept in its lazy chunk, out of the entry chunk), built with the shared icon factory. */
import { createIcon } from '@/shared/ui/icons';

export const IconFlag = createIcon(20, <path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
/** Activity group icons (PROF-02 "activities with icons"). */
export const IconSport = createIcon(
  20,
  <circle cx="12" cy="12" r="9" />,
  <path d="M12 3v18M3 12h18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8" />,
);
export const IconOuting = createIcon(20, <path d="M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v7M8 21h8" />);
export const IconTravel = createIcon(20, <path d="M3 20h18M5 20l5-9 3 5 2-3 4 7" />, <circle cx="17" cy="6" r="2" />);
