/** Inline SVG icons of the messaging screens (decorative: the control carries the label). */
import { iconBase as base, type IconProps as P } from '@/shared/ui/icons';

export const IconSend = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);
export const IconImage = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </svg>
);
export const IconVideo = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="M16 10l6-4v12l-6-4z" />
  </svg>
);
export const IconMore = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </svg>
);
export const IconLock = ({ size = 16, ...p }: P) => (
  <svg {...base(size, p)}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 018 0v4" />
  </svg>
);
export const IconCheckAll = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M8 12l3 3 5-6" />
  </svg>
);
export const IconMailOpen = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M3 10l9-6 9 6v9a2 2 0 01-2 2H5a2 2 0 01-2-2z" />
    <path d="M3 10l9 6 9-6" />
  </svg>
);
export const IconTrash = ({ size = 22, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </svg>
);
export const IconCheck = ({ size = 16, ...p }: P) => (
  <svg {...base(size, p)}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
export const IconAlert = ({ size = 14, ...p }: P) => (
  <svg {...base(size, p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </svg>
);
