import { useEffect, useRef, useState } from 'react';

/** The spec's phone header rule: hidden when scrolling down past `threshold` px, shown again on scroll up. */
export function useHideOnScroll(threshold = 100): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last.current && y > threshold) setHidden(true);
      else if (y < last.current) setHidden(false);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
