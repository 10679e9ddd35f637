/** webpack's error for a lazy chunk that did not arrive ('Loading chunk {n} failed' / 'Loading CSS chunk {n} failed'). */
export function isChunkLoadError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/.test(e.message);
}
