/** The PWA feature's icons, kept in its chunks, built with the shared icon factory. */
import { createIcon } from '@/shared/ui/icons';

export const IconInstall = createIcon(
  24,
  <rect x="6" y="2" width="12" height="20" rx="2.5" />,
  <path d="M12 7v7M9 11l3 3 3-3M10 18.5h4" />,
);
export const IconBell = createIcon(24, <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" />);
export const IconBellOff = createIcon(24, <path d="M8.5 5.1A6 6 0 0 1 18 11v4M6 9.6V16l-1.5 2H17M10 20a2 2 0 0 0 4 0M3 3l18 18" />);
export const IconCloudOff = createIcon(24, <path d="M3 3l18 18M9 6.3A6 6 0 0 1 17.7 10 4 4 0 0 1 20 17.3M17 19H7a5 5 0 0 1-1.4-9.8" />);
