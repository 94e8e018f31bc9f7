/**
 * Signed playback URLs change on every load of the review; swapping the <video> src for the same version
 * would restart playback. Keep the first URL seen per version, and take the fresh one only after the
 * element reported an error (the old signature expired).
 */
import { useCallback, useState } from 'react';

export function useStableSrc(
  versionId: string | null,
  url: string | null,
): { src: string | null; onError(): void } {
  const [sources, setSources] = useState<Readonly<Record<string, string>>>({});
  const known = versionId ? sources[versionId] : undefined;
  if (versionId && url && known === undefined) {
    // Adjusting state while rendering (React's documented pattern): remember the first URL of this version.
    setSources({ ...sources, [versionId]: url });
  }
  const onError = useCallback(() => {
    if (!versionId || !url) return;
    setSources((current) => (current[versionId] === url ? current : { ...current, [versionId]: url }));
  }, [versionId, url]);
  return { src: known ?? url, onError };
}
