/** Small inline icons the discovery screens need beyond the shared set. Decorative (aria-hidden). */
import { iconBase as base, type IconProps as P } from '@/shared/ui/icons';

export const IconPin = ({ size = 16, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const IconMore = ({ size = 24, ...p }: P) => (
  <svg {...base(size, p)}>
    <circle cx="12" cy="5" r="1.4" fill="currentColor" />
    <circle cx="12" cy="12" r="1.4" fill="currentColor" />
    <circle cx="12" cy="19" r="1.4" fill="currentColor" />
  </svg>
);
export const IconFlag = ({ size = 20, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);
export const IconCamera = ({ size = 16, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
/** Activity group icons (PROF-02 "activities with icons"). */
export const IconSport = ({ size = 20, ...p }: P) => (
  <svg {...base(size, p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18M3 12h18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8" />
  </svg>
);
export const IconOuting = ({ size = 20, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v7M8 21h8" />
  </svg>
);
export const IconTravel = ({ size = 20, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M3 20h18M5 20l5-9 3 5 2-3 4 7" />
    <circle cx="17" cy="6" r="2" />
  </svg>
);
