/**
 * The review page's title and share preview tags, in the HTML the server sends for `/Review?token=…`: link
 * unfurlers (Slack, iMessage, WhatsApp) read the HTML and run no script. An open link (not off, expired or
 * behind a password) shows its project's name, with the brand in force as the site name and, as the picture,
 * its first video's poster frame (what a client sharing the link in a chat expects to see), else the brand's
 * logo; any other link shows only the product's generic tags, so nothing about a project behind a password
 * (or a link turned off) is revealed. The page stays `noindex, nofollow` whatever it shows.
 */
import type { AppliedBrand } from './brand';

export interface ReviewPreview {
  title: string;
  siteName: string;
  description: string;
  /** An absolute URL of the picture (the first video's poster, else the brand's logo), or null. */
  image: string | null;
  /** A poster is shown large; a logo (or nothing) as the small card. */
  card: 'summary' | 'summary_large_image';
}

/** Seconds the edge and browsers may keep a review page's HTML (a renamed project shows soon after). */
export const REVIEW_PAGE_MAX_AGE_SECONDS = 5;

export function reviewPreviewOf(input: {
  productName: string;
  /**
   * The open link's project, brand in force and the lasting URL of its first video's poster (null: none yet);
   * null: off, expired, protected or unknown.
   */
  open: { projectName: string; brand: AppliedBrand | null; posterUrl: string | null } | null;
}): ReviewPreview {
  const { productName, open } = input;
  if (!open) {
    return {
      title: `Review · ${productName}`,
      siteName: productName,
      description: 'A video review.',
      image: null,
      card: 'summary',
    };
  }
  const siteName = open.brand?.displayName ?? productName;
  return {
    title: `${open.projectName} · Review`,
    siteName,
    description: `Review “${open.projectName}” with ${siteName}.`,
    image: open.posterUrl ?? open.brand?.logo?.url ?? null,
    card: open.posterUrl ? 'summary_large_image' : 'summary',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's HTML with its `<title>` replaced by the preview's and the preview tags after it. */
export function renderReviewPreview(html: string, preview: ReviewPreview): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('og:type', 'website'),
    meta('og:title', preview.title),
    meta('og:site_name', preview.siteName),
    meta('og:description', preview.description),
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    ...(preview.image ? [meta('og:image', preview.image)] : []),
    `<meta name="twitter:card" content="${preview.card}" />`,
  ].join('\n    ');
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  return /<\/head>/i.test(withoutTitle)
    ? withoutTitle.replace(/<\/head>/i, `    ${tags}\n  </head>`)
    : `${tags}\n${withoutTitle}`;
}
