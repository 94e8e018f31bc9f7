/**
 * A video's thumbnail that never shows a broken-image icon and never goes blank between two URLs: a new URL
 * (the Drive thumbnail while the file is copied, then our stored copy's, then a freshly signed one on each
 * re-read of the project) replaces the picture only once it has loaded; a URL that fails keeps the last good
 * picture, or the neutral placeholder when there was none.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';

/** The URL to show: the last one that loaded (null until one has). */
export function useLoadedImage(src: string | null | undefined): string | null {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!src || src === shown) return;
    let current = true;
    const probe = new Image();
    probe.onload = () => {
      if (current) setShown(src);
    };
    probe.src = src;
    return () => {
      current = false;
      probe.onload = null;
    };
  }, [src, shown]);
  return shown;
}

export function StableThumbnail({
  src,
  sx,
  placeholderSx,
}: {
  src: string | null | undefined;
  sx: SxProps<Theme>;
  placeholderSx: SxProps<Theme>;
}) {
  const shown = useLoadedImage(src);
  return shown ? (
    <Box component="img" src={shown} alt="" data-testid="video-thumbnail" sx={sx} />
  ) : (
    <Box data-testid="video-thumbnail-placeholder" sx={placeholderSx} />
  );
}
