import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const DEFAULT_VIEWPORT: { width: number; height: number };
export declare const CONTEXT_DEFAULTS: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  hasTouch: boolean;
  locale: string;
  timezoneId: string;
};
export declare function assertChromium(): void;
export declare function launchBrowser(options?: { args?: string[]; slowMo?: number }): Promise<Browser>;
