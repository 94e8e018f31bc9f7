/**
 * Home's section scrolling: the navigation bar links to `/Home#pricing`; when Home shows with a known
 * section in the hash it scrolls there after the spec's delay (100 ms: from another page the section must
 * be rendered first), and again whenever the hash changes on Home (a link to another section). The site
 * renders without a router, so the hash is read from the document's location.
 */
import { useEffect } from 'react';
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

function sectionInHash(): HomeSection | null {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return isHomeSection(id) ? id : null;
}

export function useSectionScroll(): void {
  useEffect(() => {
    let timer: number | undefined;
    const scrollToHash = () => {
      window.clearTimeout(timer);
      const id = sectionInHash();
      if (!id) return;
      timer = window.setTimeout(() => scrollToSection(id), PUBLIC_SITE.anchorScrollDelayMs);
    };
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      window.removeEventListener('hashchange', scrollToHash);
      window.clearTimeout(timer);
    };
  }, []);
}
