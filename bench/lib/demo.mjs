/** The demo API seen from a bench: a member's stored-session value (what the app reads from localStorage). */

/**
 * Signs a demo member in and returns the JSON the app keeps under SESSION_STORAGE_KEY.
 * @param {string} apiUrl
 * @param {{ email: string, password: string }} member
 */
export async function memberSession(apiUrl, member) {
  const res = await fetch(`${apiUrl}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(member),
  });
  const auth = /** @type {{ token?: string, recovery_token?: string }} */ (await res.json());
  if (!auth.token) throw new Error(`demo sign-in failed for ${member.email} (${res.status})`);
  return JSON.stringify({ token: auth.token, recovery_token: auth.recovery_token });
}

/**
 * The median of the finite numbers given (null when none).
 * @param {unknown[]} values
 */
export function median(values) {
  const v = /** @type {number[]} */ (values.filter((x) => typeof x === 'number' && Number.isFinite(x))).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
