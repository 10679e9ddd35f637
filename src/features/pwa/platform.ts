/**
 * The browser's push machinery behind one small object (Notification permission, the service worker's
 * PushManager), so the sagas stay testable: jest replaces these methods (jest.spyOn) with a fake.
 */
export type PushPermission = NotificationPermission | 'unsupported';

/** VAPID public keys travel base64url-encoded; PushManager wants the raw bytes. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** The service worker's registration, or a rejection after `ms` (no worker in development, say). */
async function registration(ms = 10000): Promise<ServiceWorkerRegistration> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) throw new Error('no service worker');
  let timer = 0;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => {
        timer = window.setTimeout(() => reject(new Error('service worker not ready')), ms);
      }),
    ]);
  } finally {
    window.clearTimeout(timer);
  }
}

export const pushPlatform = {
  permission(): PushPermission {
    if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window)) return 'unsupported';
    return Notification.permission;
  },

  async requestPermission(): Promise<NotificationPermission> {
    return Notification.requestPermission();
  },

  /**
   * PWA-02: subscribes with the session's public key (re-subscribing when the key changed) and returns
   * the subscription's JSON text. Rejects when the push service refuses.
   */
  async subscribe(publicKey: string): Promise<string> {
    const reg = await registration();
    const key = urlBase64ToUint8Array(publicKey);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub.options.applicationServerKey, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return JSON.stringify(sub.toJSON());
  },

  /** Logout: this device stops receiving the member's pushes. */
  async unsubscribe(): Promise<void> {
    const reg = await registration(3000);
    const sub = await reg.pushManager.getSubscription();
    if (sub) await sub.unsubscribe();
  },

  /** The service worker asks an open window to show a conversation (a notification click). */
  onWorkerMessage(cb: (data: unknown) => void): () => void {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
    const f = (e: MessageEvent) => cb(e.data);
    navigator.serviceWorker.addEventListener('message', f);
    return () => navigator.serviceWorker.removeEventListener('message', f);
  },
};
