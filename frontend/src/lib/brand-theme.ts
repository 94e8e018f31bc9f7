/**
 * The review page's theme for a workspace's brand: the product's theme with the brand's light or dark
 * surfaces and its accent, resolved by THE contrast rule (shared/domain/brand-colour.ts): buttons, markers,
 * focus rings, the range band and the drawing tools take the accent at its text level (≥ 4.5:1 on the
 * surfaces; the label on a filled button ≥ 4.5:1). Only the review page and its password and
 * unavailable screens, and the preview of Settings › Branding, use it; the editor's app keeps the product's look.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { BRAND_SURFACES, labelColourOn, resolveAccent } from '../../../shared/domain/brand-colour';
import type { AppliedBrand, BrandTheme } from '../../../shared/domain/brand';

const SURFACE_TEXT: Record<
  BrandTheme,
  { primary: string; secondary: string; divider: string; field: string }
> = {
  light: { primary: '#17171f', secondary: '#4b4b5c', divider: 'rgba(0,0,0,0.12)', field: 'rgba(0,0,0,0.36)' },
  dark: {
    primary: '#ececf3',
    secondary: '#a3a3b8',
    divider: 'rgba(255,255,255,0.08)',
    field: 'rgba(255,255,255,0.23)',
  },
};

export function brandTheme(base: Theme, brand: Pick<AppliedBrand, 'accent' | 'theme'>): Theme {
  const mode = brand.theme;
  const accent = resolveAccent(brand.accent, mode);
  const [background, paper] = BRAND_SURFACES[mode] as [string, string];
  const text = SURFACE_TEXT[mode];
  return createTheme({
    ...base,
    palette: {
      mode,
      // MUI draws `primary.main` as text too (tabs, labels, chips, outlined buttons): the text level serves
      // every use, so nothing in the page falls below 4.5:1 (`control` is the floor for pure graphics only).
      primary: {
        main: accent.text,
        light: accent.text,
        dark: accent.text,
        contrastText: labelColourOn(accent.text),
      },
      secondary: { main: accent.text },
      success: base.palette.success,
      warning: base.palette.warning,
      error: base.palette.error,
      info: base.palette.info,
      background: { default: background, paper },
      divider: text.divider,
      text: { primary: text.primary, secondary: text.secondary },
    },
    components: {
      ...base.components,
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: background },
          '*:focus-visible': { outline: `2px solid ${accent.text}`, outlineOffset: 2 },
        },
      },
      MuiCard: { styleOverrides: { root: { border: `1px solid ${text.divider}` } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: accent.text, borderColor: accent.text },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: accent.text } },
              {
                props: { variant: 'contained', color: 'error' },
                style: { backgroundColor: '#b91c1c', '&:hover': { backgroundColor: '#991b1b' } },
              },
            ],
          },
        },
      },
      MuiLink: { defaultProps: { color: accent.text } },
    },
  });
}

/** The colour of field outlines on the brand's surfaces (the review's own text fields draw their border). */
export function fieldOutline(mode: BrandTheme): string {
  return SURFACE_TEXT[mode].field;
}
