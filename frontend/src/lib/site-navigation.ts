/**
 * Navigation for the public site's pages, which render without a router (the light site tree): every link
 * is a plain `<a href>` (the prerendered HTML works the same without JavaScript) and a programmatic move
 * is a document navigation, so the next page gets the tree it belongs to (site, editor or review).
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
