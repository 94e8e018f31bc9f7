/**
 * The brand of the current workspace (Settings › Branding; `editor-api`, caller `owner`): read it, save the
 * settings, and the logo in two steps (a presigned PUT of the file, then a confirm that checks its bytes and
 * stores a re-encoded copy under a content-hash key). Saving needs Pro (`PLAN_REQUIRED` otherwise) and the
 * `manageBranding` action (Admins and the Owner). The review page gets the brand in force with its review.
 */
import * as z from 'zod/mini';
import { PLAN_LEVELS } from '../../domain/status-values';
import {
  BRAND_LIMITS,
  BRAND_LOGO_TYPES,
  BRAND_THEMES,
  appliedBrandSchema,
  brandSettingsSchema,
} from '../../domain/brand';
import { BRAND_MESSAGES } from '../../messages/brand-messages';
import { defineEndpoint } from '../endpoint';

const isoDate = z.iso.datetime({ offset: true });

export const brandViewSchema = z.object({
  /** The plan in force, and whether it applies the brand (Pro): a stored brand is kept on any plan. */
  plan: z.enum(PLAN_LEVELS),
  applied: z.boolean(),
  /** Whether the caller's role may change it (Admins and the Owner: `manageBranding`). */
  mayChange: z.boolean(),
  /** The stored brand, or null when none was saved yet. */
  brand: z.nullable(
    z.object({
      displayName: z.string(),
      accent: z.string(),
      theme: z.enum(BRAND_THEMES),
      showPoweredBy: z.boolean(),
      logo: appliedBrandSchema.shape.logo,
      updatedAt: isoDate,
    }),
  ),
});
export type BrandView = z.infer<typeof brandViewSchema>;

export const logoUploadBodySchema = z.object({
  contentType: z.enum(BRAND_LOGO_TYPES, BRAND_MESSAGES.logoTypes),
  size: z
    .int()
    .check(
      z.positive(BRAND_MESSAGES.logoEmpty),
      z.lte(BRAND_LIMITS.logoMaxBytes, BRAND_MESSAGES.logoTooLarge),
    ),
});

export const logoUploadResponseSchema = z.object({
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: isoDate,
});
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

export const confirmLogoBodySchema = z.object({
  key: z
    .string()
    .check(
      z.maxLength(300),
      z.regex(/^brand-uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/, 'Not a logo upload key'),
    ),
});

export const getBrand = defineEndpoint({
  id: 'getBrand',
  method: 'GET',
  path: '/api/workspace/brand',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: brandViewSchema,
  summary: 'Settings › Branding: the stored brand, the plan in force and whether it applies the brand.',
});

export const updateBrand = defineEndpoint({
  id: 'updateBrand',
  method: 'PUT',
  path: '/api/workspace/brand',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  plan: 'pro',
  body: brandSettingsSchema,
  response: brandViewSchema,
  summary: 'Saves the display name, accent, review theme and "Reviewed with" choice (Pro).',
});

export const requestLogoUpload = defineEndpoint({
  id: 'requestLogoUpload',
  method: 'POST',
  path: '/api/workspace/brand/logo/upload-url',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  plan: 'pro',
  body: logoUploadBodySchema,
  response: logoUploadResponseSchema,
  summary: 'A presigned PUT for a new logo (PNG, JPEG or WebP, 2 MB at most; Pro).',
});

export const confirmLogo = defineEndpoint({
  id: 'confirmLogo',
  method: 'PUT',
  path: '/api/workspace/brand/logo',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  plan: 'pro',
  body: confirmLogoBodySchema,
  response: brandViewSchema,
  summary: 'Checks the uploaded logo by its bytes, re-encodes it and points the brand at the copy (Pro).',
});

export const removeLogo = defineEndpoint({
  id: 'removeLogo',
  method: 'DELETE',
  path: '/api/workspace/brand/logo',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  response: brandViewSchema,
  summary: 'Removes the logo from the brand (allowed on any plan: taking something away sells nothing).',
});

export const brandEndpoints = [getBrand, updateBrand, requestLogoUpload, confirmLogo, removeLogo] as const;
