/** Version numbers and order indexes start at 1; a new one is the highest so far plus 1. */
export function nextSequenceNumber(existing: readonly number[]): number {
  return existing.reduce((max, n) => (n > max ? n : max), 0) + 1;
}
