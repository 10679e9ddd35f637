import { iconBase, type IconProps } from '@/shared/ui/icons';

export const IconRefresh = ({ size = 24, ...p }: IconProps) => (
  <svg {...iconBase(size, p)}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 21v-5h-5" />
  </svg>
);

export const IconPin = ({ size = 14, ...p }: IconProps) => (
  <svg {...iconBase(size, p)}>
    <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10z" />
    <circle cx="12" cy="11" r="2" />
  </svg>
);

export const IconSwipe = ({ size = 22, ...p }: IconProps) => (
  <svg {...iconBase(size, p)}>
    <path d="M4 12h13" />
    <path d="M13 7l5 5-5 5" />
  </svg>
);
