import { useState } from 'react';

/**
 * A dialog loaded on first use: mounted when first opened (its code downloads then), kept mounted after so
 * it closes with its transition.
 */
export function useLazyDialog() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    mounted,
    open,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
