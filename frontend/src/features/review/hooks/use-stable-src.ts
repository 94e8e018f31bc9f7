/**
 * Signed playback URLs change on every load of the review; swapping the <video> src for the same version
 * would restart playback. Keep the first URL seen per version, and move to a newer one only after the
 * element reported an error on the one in use (its signature expired; the page then refetches the review).
 */
import { useCallback, useState } from 'react';

type ByVersion = Readonly<Record<string, string>>;

export function useStableSrc(
  versionId: string | null,
  url: string | null,
): { src: string | null; onError(): void } {
  const [sources, setSources] = useState<ByVersion>({});
  const [failed, setFailed] = useState<ByVersion>({});
  const known = versionId ? sources[versionId] : undefined;
  // Adjusting state while rendering (React's documented pattern): remember the first URL of this version,
  // or take the fresh one once the remembered one failed.
  if (versionId && url && (known === undefined || (failed[versionId] === known && url !== known))) {
    setSources({ ...sources, [versionId]: url });
  }
  const src = known ?? url;
  const onError = useCallback(() => {
    if (!versionId || !src) return;
    setFailed((current) => (current[versionId] === src ? current : { ...current, [versionId]: src }));
  }, [versionId, src]);
  return { src, onError };
}
