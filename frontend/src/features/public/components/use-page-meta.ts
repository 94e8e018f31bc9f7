import { useEffect } from 'react';
import type { SitePage } from '../../../config/paths';
import { PAGE_META } from '../content/page-meta';

/** Keeps the document's title and description in step when the SPA navigates between public pages. */
export function usePageMeta(page: SitePage): void {
  useEffect(() => {
    const meta = PAGE_META[page];
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [page]);
}
