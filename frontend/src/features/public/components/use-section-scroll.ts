/**
 * Home's section scrolling: the navigation bar links to `/Home#pricing`; when Home shows with a known
 * section in the hash it scrolls there after the spec's delay (100 ms: from another page the section must
 * be rendered first). Each navigation has its own location key, so clicking the same link twice scrolls
 * again.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_SITE } from '../../../../../shared/config/public-site';
import { HOME_SECTIONS, type HomeSection } from '../../../config/paths';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls a section of the current page into view (smoothly unless the user asked for less motion). */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

export function isHomeSection(value: string): value is HomeSection {
  return (HOME_SECTIONS as readonly string[]).includes(value);
}

export function useSectionScroll(): void {
  const location = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!isHomeSection(id)) return;
    const timer = window.setTimeout(() => scrollToSection(id), PUBLIC_SITE.anchorScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [location.key, location.hash]);
}
