/** Icons of my photos and the editor, kept in their lazy chunks (same grid as shared/ui/icons). */
import { iconBase, type IconProps } from '@/shared/ui/icons';

type P = IconProps;
export const IconClock = ({ size = 18, ...p }: P) => (
  <svg {...iconBase(size, p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const IconPlus = ({ size = 28, ...p }: P) => (
  <svg {...iconBase(size, p)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const IconPhoto = ({ size = 22, ...p }: P) => (
  <svg {...iconBase(size, p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-8 8" />
  </svg>
);
export const IconCameraBig = ({ size = 22, ...p }: P) => (
  <svg {...iconBase(size, p)}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="4" />
  </svg>
);
export const IconStarSmall = ({ size = 16, ...p }: P) => (
  <svg {...iconBase(size, p)}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
  </svg>
);
