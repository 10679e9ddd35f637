/** Types of ./security-headers.cjs (the app's security headers; see that file). */
export type Config = Record<string, string>;
export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}
export interface CspManifest extends InlineHashes {
  config: Config;
}
export type Headers = Record<string, string>;

export const APP_POLICY: string;
export const WEBPACK_POLICY: string;
export const CSP_KEYS: string[];
export const MANIFEST_FILE: string;
export const HEADERS_FILE: string;
export function originOf(url: unknown): string | null;
export function mergeConfig(buildConfig: Config, overrides: Config | null | undefined): Config;
export function runtimeOverrides(source: string): Config;
export interface CspOptions {
  /** A report-uri for the policy (the e2e server's violation collector). */
  reportUri?: string;
  /** The build's LOCATIONS_URL, allowed beside runtime-config.js's (the boot loader asks it first). */
  buildLocationsUrl?: string;
}
export function contentSecurityPolicy(cfg: Config, hashes?: Partial<InlineHashes>, options?: CspOptions): string;
export function securityHeaders(cfg: Config, hashes?: Partial<InlineHashes>, options?: CspOptions): Headers;
export function inlineHashes(html: string): InlineHashes;
export function cspManifest(html: string, buildConfig: Config): CspManifest;
export function headersFromManifest(manifest: CspManifest, runtimeConfigSource: string, options?: CspOptions): Headers;
export function headersForDist(dir: string, options?: CspOptions): Headers | null;
export function headersFile(headers: Headers): string;
export function nginxSnippet(headers: Headers): string;
export function nginxServer(headers: Headers, options?: { root?: string; port?: number; serverName?: string }): string;
/** A content-hashed script or stylesheet under js/ or css/ that no worker runs as its own script. */
export function isPlainAsset(urlPath: string): boolean;
/** The headers such a file keeps: nosniff and Referrer-Policy. */
export function assetHeaders(headers: Headers): Headers;
