/**
 * Puts the review page in the workspace's brand, with the 'Reviewed with Cutroom' line when the brand asks for
 * it. Its own chunk, loaded only for a review that carries a brand (review-page.tsx): an unbranded review
 * downloads none of it.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { AppliedBrand } from '../../../../../shared/domain/brand';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { BRAND_MESSAGES } from '../../../../../shared/messages/brand-messages';
import Box from '@mui/material/Box';
import { BrandMark } from './brand-mark';
import { brandTheme } from '../../../lib/brand-theme';

export function BrandProvider({
  brand,
  children,
  showMark = false,
}: {
  brand: AppliedBrand | null | undefined;
  children?: ReactNode;
  /** The screens without the review's header (password, not available) show the studio's mark on top. */
  showMark?: boolean;
}) {
  const base = useTheme();
  const accent = brand?.accent;
  const mode = brand?.theme;
  const theme = useMemo(
    () => (accent && mode ? brandTheme(base, { accent, theme: mode }) : null),
    [base, accent, mode],
  );
  useBrandDocument(brand ?? null);
  if (!theme) return <>{children}</>;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The brand's own ground over the app's plain layout (which is painted in the product's theme). */}
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary' }}>
        {showMark && brand ? (
          <Box component="header" sx={{ position: 'absolute', top: 16, left: 16, right: 16, zIndex: 1 }}>
            <BrandMark brand={brand} height={36} />
          </Box>
        ) : null}
        {children}
        <PoweredBy brand={brand} />
      </Box>
    </ThemeProvider>
  );
}

/**
 * The tab's title and the share preview tags name the studio, not the product, while the brand is in force
 * (robots stay `noindex`: the review page's HTML carries it, frontend/review-entry.ts).
 */
function useBrandDocument(brand: AppliedBrand | null): void {
  const name = brand?.displayName;
  const logo = brand?.logo?.url;
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} · Review`;
    const tags = [
      setMeta('property', 'og:title', `${name} · Review`),
      setMeta('property', 'og:site_name', name),
      ...(logo ? [setMeta('property', 'og:image', logo)] : []),
    ];
    return () => {
      document.title = before;
      for (const restore of tags) restore();
    };
  }, [name, logo]);
}

function setMeta(attribute: 'property' | 'name', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  const previous = tag?.content ?? null;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
  return () => {
    if (created) tag.remove();
    else if (previous !== null) tag.content = previous;
  };
}

export function PoweredBy({ brand }: { brand: AppliedBrand | null | undefined }) {
  if (!brand?.showPoweredBy) return null;
  return (
    <Typography
      component="p"
      variant="caption"
      color="text.secondary"
      sx={{ textAlign: 'center', py: 2 }}
      data-testid="powered-by"
    >
      {BRAND_MESSAGES.poweredBy} {PRODUCT_NAME}
    </Typography>
  );
}
