/** Inline SVG icons (no icon font). Decorative by default: give a label to the control, not the icon. */
import { createElement, type ReactNode, type SVGProps } from 'react';

/** Props of an icon component: SVG attributes plus a square size in px. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * Builds an icon component from its shapes on the shared grid (24 units, stroked in currentColor,
 * decorative: aria-hidden, not focusable); `size` is its default size in px. Every icon module uses it:
 * this one and the features' own (kept in their lazy chunks, out of the entry chunk).
 */
export function createIcon(size: number, ...shapes: ReactNode[]) {
  return function Icon({ size: px = size, ...p }: IconProps) {
    const svg = {
      width: px,
      height: px,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round' as const,
      strokeLinejoin: 'round' as const,
      'aria-hidden': true,
      focusable: false,
      ...p,
    };
    return createElement('svg', svg, ...shapes);
  };
}

export const IconMenu = createIcon(24, <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconClose = createIcon(24, <path d="M6 6l12 12M18 6L6 18" />);
export const IconSearch = createIcon(24, <circle cx="11" cy="11" r="7" />, <path d="M20 20l-3.5-3.5" />);
export const IconChat = createIcon(24, <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />);
const HeartShape = createIcon(
  24,
  <path d="M12 20s-7-4.4-9.2-8.6C1.2 8.3 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.4 3.8 3.8 6.9C19 15.6 12 20 12 20z" />,
);
/** A heart, outlined or `filled`. */
export const IconHeart = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <HeartShape {...p} fill={filled ? 'currentColor' : 'none'} />
);
export const IconHome = createIcon(24, <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const IconStar = createIcon(24, <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />);
const eye = [<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />, <circle cx="12" cy="12" r="3" />];
export const IconEye = createIcon(24, ...eye);
/** The eye struck through (a password shown). */
export const IconEyeOff = createIcon(24, ...eye, <path d="M3 3l18 18" />);
export const IconCrown = createIcon(24, <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />);
export const IconUser = createIcon(24, <circle cx="12" cy="8" r="4" />, <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />);
export const IconSettings = createIcon(
  24,
  <circle cx="12" cy="12" r="3" />,
  <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />,
);
export const IconUndo = createIcon(24, <path d="M9 14L4 9l5-5" />, <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
export const IconLogout = createIcon(24, <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const IconHelp = createIcon(24, <circle cx="12" cy="12" r="9" />, <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />);
export const IconBack = createIcon(24, <path d="M15 18l-6-6 6-6" />);
export const IconRotate = createIcon(24, <rect x="7" y="2" width="10" height="20" rx="2" />, <path d="M11 18h2" />);
export const IconCards = createIcon(
  24,
  <rect x="3" y="5" width="8" height="14" rx="2" />,
  <rect x="13" y="5" width="8" height="14" rx="2" />,
);
// Profile cards and the profile view.
export const IconPin = createIcon(
  16,
  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);
export const IconMore = createIcon(
  24,
  <circle cx="12" cy="5" r="1.4" fill="currentColor" />,
  <circle cx="12" cy="12" r="1.4" fill="currentColor" />,
  <circle cx="12" cy="19" r="1.4" fill="currentColor" />,
);
export const IconCamera = createIcon(16, <path d="M4 8h3l2-3h6l2 3h3v11H4z" />, <circle cx="12" cy="13" r="3.5" />);
export const IconTrash = createIcon(22, <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />);
export const IconCheck = createIcon(16, <path d="M5 12l5 5 9-10" />);
