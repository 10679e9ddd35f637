/**
 * Data saver (beyond the spec, docs/data-saver.md): on when the member turned it on in
 * my account (a setting of this device, localStorage DATA_SAVER_KEY 'on' / 'off'), else when the
 * browser says Save-Data (navigator.connection.saveData). While it is on the app asks the image host
 * for photos at 1 image pixel per CSS pixel instead of 2, does not load the next page ahead nor the
 * gallery's neighbours, loads chat photos only when tapped, and keeps animations cheap (the root's
 * DATA_SAVER_CLASS, styled as reduced motion).
 */
export const DATA_SAVER_KEY = 'flechazo.dataSaver';
export const DATA_SAVER_CLASS = 'data-saver';

/** 'auto' follows the browser's Save-Data. */
export type DataSaverChoice = 'on' | 'off' | 'auto';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The browser's Save-Data (Chrome's Lite mode / an OS data saver). */
export function browserSaveData(): boolean {
  return connection()?.saveData === true;
}

export function dataSaverChoice(): DataSaverChoice {
  try {
    const v = window.localStorage.getItem(DATA_SAVER_KEY);
    return v === 'on' || v === 'off' ? v : 'auto';
  } catch {
    return 'auto';
  }
}

/** True while the data saver is on. */
export function isDataSaverOn(): boolean {
  const choice = dataSaverChoice();
  return choice === 'auto' ? browserSaveData() : choice === 'on';
}

const listeners = new Set<() => void>();

function applyRootClass(): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(DATA_SAVER_CLASS, isDataSaverOn());
}

function notify(): void {
  applyRootClass();
  for (const l of [...listeners]) l();
}

/** The member's choice in my account; turning it 'on' or 'off' overrides the browser's Save-Data. */
export function setDataSaver(on: boolean): void {
  try {
    window.localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    /* storage unavailable: the choice lasts until the page reloads only through the browser's setting */
  }
  notify();
}

let watching = false;
/** Calls `listener` whenever the saver may have changed (the member's choice, another tab, the browser). */
export function subscribeDataSaver(listener: () => void): () => void {
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    window.addEventListener('storage', (e) => {
      if (e.key === null || e.key === DATA_SAVER_KEY) notify();
    });
    connection()?.addEventListener?.('change', notify);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the root's class for the current state and keeps it in step (called once at start). */
export function watchDataSaver(): void {
  applyRootClass();
  subscribeDataSaver(() => {});
}
