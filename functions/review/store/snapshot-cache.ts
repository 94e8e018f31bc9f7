/**
 * A project's review payload kept by the container for a few seconds: a popular link's viewers open the same
 * project at once, and each open used to Query the project's whole partition. Within `ttlMs` the next open is
 * served from memory, and concurrent misses share one read (a burst of 500 opens is one Query per container).
 * A fresh load (a client's re-read after its own write, every write) reads the table and replaces the entry.
 */
export interface SnapshotCache<T> {
  load(projectId: string, options?: { fresh?: boolean }): Promise<T | null>;
}

interface Entry<T> {
  value: Promise<T | null>;
  expiresMs: number;
}

export function snapshotCache<T>(settings: {
  ttlMs: number;
  /** The table read; `fresh` asks for a strongly consistent one. */
  read: (projectId: string, fresh: boolean) => Promise<T | null>;
  nowMs: () => number;
  /** Projects kept at most (the oldest entry is dropped first). */
  maxEntries?: number;
}): SnapshotCache<T> {
  const entries = new Map<string, Entry<T>>();
  const maxEntries = settings.maxEntries ?? 200;
  return {
    load(projectId, options = {}) {
      const fresh = options.fresh === true;
      if (settings.ttlMs <= 0) return settings.read(projectId, fresh);
      const now = settings.nowMs();
      const held = entries.get(projectId);
      if (!fresh && held && held.expiresMs > now) return held.value;
      const value = settings.read(projectId, fresh);
      entries.delete(projectId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(projectId, { value, expiresMs: now + settings.ttlMs });
      // A failed read is not kept: the next open tries the table again.
      value.catch(() => {
        if (entries.get(projectId)?.value === value) entries.delete(projectId);
      });
      return value;
    },
  };
}
