import { createContext, useContext } from 'react';

/**
 * True while a page is rendered at build time (frontend/src/prerender.tsx). The prerendered HTML works
 * without JavaScript for reading; controls that need the app (the contact form's Send button) render
 * disabled in it and come alive when the app takes over.
 */
export const PrerenderContext = createContext(false);

export function useIsPrerendering(): boolean {
  return useContext(PrerenderContext);
}
