/**
 * A workspace's brand: what its clients see instead of the product's look on the review page, the mails they
 * get and the PDF notes report. Pro sells it (shared/domain/plan-features.ts `customBranding`); the brand is
 * kept stored whatever the plan, and applied only while the plan in force includes it, so a downgrade falls
 * back to the product's look at once and a re-upgrade brings the brand back.
 */
import * as z from 'zod/mini';
import { planIncludes } from './plan-features';
import type { PlanLevel } from './status-values';

export const BRAND_THEMES = ['light', 'dark'] as const;
export type BrandTheme = (typeof BRAND_THEMES)[number];

export const BRAND_LIMITS = {
  displayNameMax: 80,
  /** Largest logo file accepted (bytes). */
  logoMaxBytes: 2 * 1024 * 1024,
  /** Smallest and largest logo, in pixels on each side (decoded, not as declared). */
  logoMinSide: 32,
  logoMaxSide: 4096,
  /** The re-encoded logo fits in this box (the review header shows it 40 px high; mails and PDF smaller). */
  logoOutputMaxWidth: 960,
  logoOutputMaxHeight: 240,
  /** Seconds the presigned logo upload stays valid. */
  uploadUrlTtlSeconds: 300,
} as const;

/** Logos are raster images only (no GIF: a logo does not move); an SVG can carry script. */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BrandLogoType = (typeof BRAND_LOGO_TYPES)[number];

export const hexColourSchema = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #7c3aed'), z.toLowerCase());

/** What an Admin or the Owner chooses in Settings › Branding. */
export const brandSettingsSchema = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the name your clients know you by'),
      z.maxLength(BRAND_LIMITS.displayNameMax, `At most ${BRAND_LIMITS.displayNameMax} characters`),
    ),
  accent: hexColourSchema,
  theme: z.enum(BRAND_THEMES),
  /** 'Show "Reviewed with Cutroom"': always on for Free and Basic (no brand applied), the Pro choice. */
  showPoweredBy: z.boolean(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The brand as stored: the settings and the re-encoded logo's key in the media bucket (content-hashed). */
export interface StoredBrand extends BrandSettings {
  workspaceId: string;
  logoKey: string | null;
  /** Logo size in pixels after re-encoding (the page reserves its box: no layout shift). */
  logoWidth: number | null;
  logoHeight: number | null;
  updatedAt: string;
}

/** The brand as the review page, mails and the PDF get it: a URL for the logo, never the stored key. */
export const appliedBrandSchema = z.object({
  displayName: z.string(),
  accent: z.string(),
  theme: z.enum(BRAND_THEMES),
  showPoweredBy: z.boolean(),
  logo: z.nullable(z.object({ url: z.string(), width: z.int(), height: z.int() })),
});
export type AppliedBrand = z.infer<typeof appliedBrandSchema>;

/** The stored brand when the plan in force includes custom branding; else null (the product's look). */
export function brandInForce(brand: StoredBrand | null, plan: PlanLevel): StoredBrand | null {
  return brand && planIncludes(plan, 'customBranding') ? brand : null;
}

/** A mail's sender display name for a branded workspace: 'Acme Studio via Cutroom'. */
export function brandedSenderName(brandName: string, productName: string): string {
  // Quotes, backslashes and angle brackets would end the From header's display name early; line breaks and
  // other control characters could start a header of their own (a Bcc): each becomes a space.
  const clean = brandName
    .replace(/["<>\\]/g, '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `${clean} via ${productName}` : productName;
}
