/**
 * What the boot loader (src/app/boot/loader/, inlined in index.html) hands to the app: the location list it
 * already fetched, and whether the visitor is looking at the static home — and which link or button
 * of it they pressed, to press it again once the app has rendered the same home.
 */
import { PRESSABLE, pressAgain } from './press';

export interface BootHandoff {
  locations: Promise<unknown[] | null> | null;
  /** The URL `locations` is fetched from (the build's, or runtime-config.js's LOCATIONS_URL). */
  locationsUrl?: string;
  /** The prerendered home is on screen and the app has not replaced it yet. */
  staticHome: boolean;
  /** Index, among the home's links and buttons, of the one the visitor pressed (-1: none). */
  replay: number;
  started: boolean;
  /**
   * The app has shown a screen of its own (it called releaseStaticPreview): a static first screen whose
   * answers come later is not shown over it.
   */
  taken?: boolean;
  /**
   * Requests a stored session started before the app's scripts: the token and API host they were sent
   * with, and each answer (null: no answer) by API path with its query, a POST's by earlyPostKey(path)
   * with the body it was sent with in `bodies`.
   */
  early: {
    token: string;
    base: string;
    answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
    bodies?: Record<string, string>;
  } | null;
  /**
   * The two uses of the app's Trusted Types policy (see src/shared/lib/trusted-types.ts); null before
   * the loader has run (tests).
   */
  trust: {
    /** A script URL (the app's origin, the API's or https) as a TrustedScriptURL; throws otherwise. */
    scriptURL(url: string): string;
    /** HTML parsed into an inert document (DOMParser): no script runs, nothing loads. */
    parseHTML(html: string): Document;
  } | null;
  /**
   * Set while a route's static first screen (the prerendered dashboard), filled from the early answer,
   * stands in for the app's hidden root (src/app/boot/loader/first-screen.ts): removes it and shows the
   * app's root.
   */
  releaseStaticPreview: (() => void) | null;
  /**
   * The route pattern (page path and query) of the static first screen standing in, while it does:
   * the app releases it at once when it shows another screen (staticPreviewStandsFor).
   */
  previewRoute?: string | null;
  /**
   * The static first screen's closed shadow root while it shows (for the loader's tests, e2e and the bench,
   * which look inside it on purpose); the app never reads it.
   */
  preview: ShadowRoot | null;
}

export interface EarlyAnswer {
  status: number;
  body: string;
}

declare global {
  interface Window {
    __FLECHAZO_BOOT__?: BootHandoff;
  }
}

function handoff(): BootHandoff | undefined {
  return typeof window === 'undefined' ? undefined : window.__FLECHAZO_BOOT__;
}

/** The boot loader's uses of the Trusted Types policy (null without the loader: tests, jsdom). */
export function bootTrust(): BootHandoff['trust'] {
  return handoff()?.trust ?? null;
}

/** The location list the loader is fetching (once: later calls, e.g. retries, get null and fetch). */
export function takeEarlyLocations(url?: string): Promise<unknown[] | null> | null {
  const b = handoff();
  const p = b?.locations ?? null;
  if (b) b.locations = null;
  // A list fetched from another URL than the one the app asks (a runtime override the loader has not
  // seen yet) is not the app's: it fetches its own.
  if (url !== undefined && b?.locationsUrl !== undefined && b.locationsUrl !== url) return null;
  return p;
}

/** Whether the app is taking over from the static home (it then renders the home at once, no splash). */
export function isTakingOverStaticHome(): boolean {
  return handoff()?.staticHome === true;
}

/**
 * Called right after the app's first (synchronous) render over the static home: from now on the page
 * is the app's, and the visitor's press goes to the same link or button of the app's home.
 */
export function replayStaticPress(root: HTMLElement): void {
  const b = handoff();
  if (!b) return;
  const i = b.replay;
  b.staticHome = false;
  b.replay = -1;
  pressAgain(i < 0 ? null : root.querySelectorAll<HTMLElement>(PRESSABLE)[i]);
}

/** The key of an early POST's answer in the handoff (a GET's is its path). */
export const earlyPostKey = (path: string): string => 'POST ' + path;

/**
 * The answer to `GET {base}{path}` (or, with `body`, to `POST {base}{path}` with exactly that body)
 * that the boot loader already requested with `token`, once (a later identical request goes to the
 * network). Null when there is none for exactly this host, path and token.
 *
 * An early POST the app does not send exactly as the loader did (another body: the stored search
 * changed in between) is not taken: the static copy filled from its answer is declined (the app shows
 * its own screen), and the promise resolves null only once the loader's request is over, so that the
 * app's own POST (and any later one to that path) reaches the server after it: the server keeps the
 * filters it was sent last.
 */
export function takeEarlyResponse(base: string, path: string, token: string | null, body?: string): Promise<EarlyAnswer | null> | null {
  const early = handoff()?.early;
  const key = body === undefined ? path : earlyPostKey(path);
  const answer = early?.answers[key];
  if (!early || !answer) return null;
  early.answers[key] = undefined;
  if (early.token === token && early.base === base && (body === undefined || early.bodies?.[key] === body)) return answer;
  if (body === undefined) return null;
  releaseStaticPreview();
  // Any later POST to the path waits for it too, and is never answered by it.
  const over = answer.then(() => null);
  early.answers[key] = over;
  return over;
}

/**
 * The app's screen is ready (or the app is showing something else than the member's dashboard): the
 * prerendered dashboard, if it is still standing in, makes way for the app's own, in the same frame.
 */
export function releaseStaticPreview(): void {
  const b = handoff();
  if (!b) return;
  b.taken = true;
  b.releaseStaticPreview?.();
}

/**
 * Whether a static first screen is standing in for the screen at `path` (path and query): that
 * screen releases it once its own content is in; any other releases it as soon as it shows.
 */
export function staticPreviewStandsFor(path: string): boolean {
  const b = handoff();
  return Boolean(b?.releaseStaticPreview && b.previewRoute && new RegExp(b.previewRoute).test(path));
}
