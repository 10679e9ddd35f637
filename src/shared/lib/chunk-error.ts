/** webpack's error for a lazy chunk that did not arrive ('Loading chunk {n} failed' / 'Loading CSS chunk {n} failed'). */
export function isChunkLoadError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/.test(e.message);
}

/**
 * True when the failed chunk's file is no longer on the server: a new version was deployed (its files
 * have other hashed names), so retrying cannot help and the app must update. False offline, when the
 * server answers with the file, or when it cannot be asked: the connection is the likelier cause then.
 * webpack's ChunkLoadError and mini-css-extract's CSS error carry the file's URL (`request`); a script
 * that arrived but was not the chunk (a host answering index.html for any path) has `type: 'missing'`.
 */
export async function isChunkGone(e: unknown): Promise<boolean> {
  if (!isChunkLoadError(e) || (typeof navigator !== 'undefined' && navigator.onLine === false)) return false;
  const { request, type } = e as { request?: unknown; type?: unknown };
  if (type === 'missing') return true;
  if (typeof request !== 'string' || typeof fetch !== 'function') return false;
  try {
    // HEAD: not the service worker's routes (they take GET), so the server itself answers.
    const res = await fetch(request, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return res.status === 404 || res.status === 410 || (res.ok && /text\/html/i.test(res.headers.get('content-type') ?? ''));
  } catch {
    return false;
  }
}
