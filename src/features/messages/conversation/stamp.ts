/**
 * The machine-readable stamp of a message's <time>: the contract's ConversationMessage names only `hour`
 * (HH:mm, OPEN-34), a valid time string; a full `date` (the demo's extra) is used when the server sends one.
 */
export function stampOf(m: { date: string; hour: string }): string | undefined {
  if (m.date && Number.isFinite(Date.parse(m.date))) return m.date;
  return /^\d{2}:\d{2}$/.test(m.hour) ? m.hour : undefined;
}
