/** Opaque random identifiers (tokens, socket ids). Web Crypto where present; demo-grade otherwise. */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  const webCrypto = (globalThis as { crypto?: Crypto }).crypto;
  if (webCrypto?.getRandomValues) webCrypto.getRandomValues(buffer);
  else for (let i = 0; i < bytes; i++) buffer[i] = Math.floor(Math.random() * 256);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}
