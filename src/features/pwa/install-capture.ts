/**
 * PWA-08: the browser's install event (beforeinstallprompt) is captured as soon as the app's entry
 * runs — it fires once, early — and kept until the member chooses to install (menu entry or
 * /add-to-home-screen). Tiny on purpose: it is part of the initial bundle.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALLED_KEY = 'flechazo.installed';

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((f) => f());

export interface InstallSnapshot {
  canPrompt: boolean;
  standalone: boolean;
  installed: boolean;
}

/** Opened as an installed app (home-screen icon), in any of the display modes the manifest can give. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some((m) => window.matchMedia?.(`(display-mode: ${m})`).matches)
  );
}

function installedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALLED_KEY) === '1';
  } catch {
    return false;
  }
}

export function installSnapshot(): InstallSnapshot {
  return { canPrompt: deferred !== null, standalone: isStandalone(), installed: installedBefore() };
}

export function onInstallChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Shows the browser's install dialog with the kept event (usable once). */
export async function promptInstall(): Promise<'accepted' | 'cancelled' | 'unavailable'> {
  const e = deferred;
  if (!e) return 'unavailable';
  deferred = null;
  notify();
  try {
    await e.prompt();
    const { outcome } = await e.userChoice;
    return outcome === 'accepted' ? 'accepted' : 'cancelled';
  } catch {
    return 'cancelled';
  }
}

/** Tests: forget a kept event (module state outlives a test). */
export function forgetInstallPrompt(): void {
  deferred = null;
  notify();
}

export function captureInstallPrompt(): void {
  if (typeof window === 'undefined' || capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // no mini-infobar: the app offers it at a better moment
    deferred = e as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    try {
      localStorage.setItem(INSTALLED_KEY, '1');
    } catch {
      /* the browser will not fire beforeinstallprompt for an installed app anyway */
    }
    notify();
  });
}
