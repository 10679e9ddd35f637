/**
 * The payment-provider adapter (OPEN-33). The provider's script (config.payments.providerUrl) is loaded
 * only when the payment modal opens, once per page; it defines `window.FlechazoPaymentProvider`, the one
 * shape the app talks to. A real provider (MercadoPago, Mobbex) is wired by serving a small script that
 * implements this shape over the provider's SDK; the demo API serves a demo one.
 *
 * A load failure (network, 404, a script that defines nothing) rejects, and the modal shows PAY-25.
 */
import { trustedScriptURL } from '@/shared/lib/trusted-types';

export interface ProviderCard {
  cardholderName: string;
  docNumber: string;
  email: string;
}

/** What the provider answers for a card: a one-time token for the payment call, or a refusal. */
export type ProviderResult = { ok: true; token?: string } | { ok: false; status?: number; message?: string };

export interface PaymentProvider {
  name: string;
  createCardToken(card: ProviderCard, plan: { id: number; sandbox: boolean }): Promise<ProviderResult>;
}

declare global {
  interface Window {
    FlechazoPaymentProvider?: PaymentProvider;
  }
}

/** Loads a script by URL (resolves on load, rejects on error or after LOAD_TIMEOUT_MS). */
export type ScriptInjector = (url: string) => Promise<void>;

export const LOAD_TIMEOUT_MS = 20000;

const domInjector: ScriptInjector = (url) =>
  new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = trustedScriptURL(url);
    s.async = true;
    const timer = window.setTimeout(() => fail(new Error('timeout')), LOAD_TIMEOUT_MS);
    function fail(e: Error) {
      window.clearTimeout(timer);
      s.remove();
      reject(e);
    }
    s.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    s.onerror = () => fail(new Error(`could not load ${url}`));
    document.head.appendChild(s);
  });

let injector: ScriptInjector = domInjector;
let loading: Promise<PaymentProvider> | null = null;

/** Tests (jsdom runs no external scripts) install an injector that fetches and evaluates the demo script. */
export function setScriptInjector(next: ScriptInjector | null): void {
  injector = next ?? domInjector;
  loading = null;
  delete window.FlechazoPaymentProvider;
}

function isProvider(p: unknown): p is PaymentProvider {
  return !!p && typeof p === 'object' && typeof (p as PaymentProvider).createCardToken === 'function';
}

/** Loads the provider once; a failed load is forgotten so the next opening tries again. */
export function loadPaymentProvider(url: string): Promise<PaymentProvider> {
  if (isProvider(window.FlechazoPaymentProvider)) return Promise.resolve(window.FlechazoPaymentProvider);
  if (!loading) {
    const p = (async () => {
      if (!url) throw new Error('no provider configured');
      await injector(url);
      const provider = window.FlechazoPaymentProvider;
      if (!isProvider(provider)) throw new Error('provider script defined no provider');
      return provider;
    })();
    loading = p;
    p.catch(() => {
      if (loading === p) loading = null;
    });
  }
  return loading;
}
