/**
 * The two contract documents of contract/ (the arbiter: api-contract.yaml, OpenAPI 3.1, and
 * realtime-contract.yaml, AsyncAPI 3.0), parsed once per process. Read from the repository's
 * contract/ folder, never bundled: only the demo API's node server, jest and e2e use them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function contractDir(): string {
  const candidates = [path.resolve(__dirname, '../../../contract'), path.resolve(process.cwd(), 'contract')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'api-contract.yaml')));
  if (!found) throw new Error(`contract/api-contract.yaml not found (looked in ${candidates.join(', ')})`);
  return found;
}

let api: Record<string, unknown> | undefined;
let realtime: Record<string, unknown> | undefined;

export function apiDocument(): Record<string, unknown> {
  api ??= parse(fs.readFileSync(path.join(contractDir(), 'api-contract.yaml'), 'utf8')) as Record<string, unknown>;
  return api;
}

export function realtimeDocument(): Record<string, unknown> {
  realtime ??= parse(fs.readFileSync(path.join(contractDir(), 'realtime-contract.yaml'), 'utf8')) as Record<string, unknown>;
  return realtime;
}

/** Follows a local JSON pointer (`#/components/schemas/X`) inside `doc`, or `realtime#/…` inside the
 * realtime document (the channel authorisation's schemas, checked as a pseudo-operation of the API). */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (ref.startsWith('realtime#')) return resolvePointer(realtimeDocument(), ref.slice('realtime'.length));
  if (!ref.startsWith('#')) throw new Error(`only local $ref are supported: ${ref}`);
  return ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

/** Resolves `value` while it is a `{$ref}` object (OpenAPI parameters, responses, schemas). */
export function deref<T = Record<string, unknown>>(doc: unknown, value: unknown): T {
  let node = value;
  for (let i = 0; i < 20 && node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string'; i++) {
    node = resolvePointer(doc, (node as { $ref: string }).$ref);
  }
  return node as T;
}
