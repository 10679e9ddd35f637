/** The conversations' and message lists' own icons (kept in their lazy chunks, out of the entry chunk), built with the shared icon factory. */
import { createIcon } from '@/shared/ui/icons';

export const IconSend = createIcon(22, <path d="M22 2L11 13" />, <path d="M22 2l-7 20-4-9-9-4 20-7z" />);
export const IconImage = createIcon(
  22,
  <rect x="3" y="3" width="18" height="18" rx="3" />,
  <circle cx="8.5" cy="8.5" r="1.5" />,
  <path d="M21 15l-5-5L5 21" />,
);
export const IconVideo = createIcon(22, <rect x="2" y="6" width="14" height="12" rx="2" />, <path d="M16 10l6-4v12l-6-4z" />);
export const IconLock = createIcon(16, <rect x="4" y="11" width="16" height="10" rx="2" />, <path d="M8 11V7a4 4 0 018 0v4" />);
export const IconCheckAll = createIcon(22, <rect x="3" y="3" width="18" height="18" rx="4" />, <path d="M8 12l3 3 5-6" />);
export const IconMailOpen = createIcon(22, <path d="M3 10l9-6 9 6v9a2 2 0 01-2 2H5a2 2 0 01-2-2z" />, <path d="M3 10l9 6 9-6" />);
export const IconAlert = createIcon(14, <circle cx="12" cy="12" r="9" />, <path d="M12 7v6M12 16.5v.5" />);
