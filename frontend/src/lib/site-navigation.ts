/**
 * Navigation for the public site's pages, which render without a router in the light site tree: every link
 * is a plain `<a href>` (the prerendered HTML works the same without JavaScript) and a programmatic move
 * (sign-out, a plan button, About's redirect) is a document navigation by default, so the next page gets
 * the tree it belongs to (site, editor or review). The editor router, which also shows site pages (unknown
 * paths), provides its own navigation through the context.
 */
import { createContext, useContext } from 'react';

export type SiteNavigate = (to: string, options?: { replace?: boolean }) => void;

export const documentNavigate: SiteNavigate = (to, options = {}) => {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
};

export const SiteNavigationContext = createContext<SiteNavigate>(documentNavigate);

export function useSiteNavigate(): SiteNavigate {
  return useContext(SiteNavigationContext);
}
