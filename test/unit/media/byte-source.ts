/** Building the media readers' inputs in memory: byte strings joined, and a ranged source that counts its reads. */

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** A ranged source over `bytes`; `reads` counts the ranged reads (the readers must stay within a few). */
export function countingSource(bytes: Uint8Array) {
  return {
    size: bytes.byteLength,
    reads: 0,
    async read(offset: number, length: number) {
      this.reads += 1;
      return bytes.slice(offset, Math.min(bytes.byteLength, offset + length));
    },
  };
}
