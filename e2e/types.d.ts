/** What journeys read from the page's window (set by the app's boot loader, or by a test itself). */
export {};

declare global {
  interface Window {
    /** Set by a journey to tell a same-document navigation from a reload. */
    __sameDocument?: boolean;
    __shifts?: number;
    /** Whether the app's profile view was open, with its content, as the static copy went (platform.spec.ts). */
    __viewAtRelease?: boolean;
    /** The boot loader's early requests (public/index.html): answers the app has not taken yet. */
    __FLECHAZO_BOOT__?: { early?: { answers?: Record<string, unknown> }; preview?: ShadowRoot | null };
  }
}
