/**
 * The brand of a workspace: read it (Settings › Branding), save its settings and its logo (Pro only: the
 * plan rule of shared/domain/plan-features.ts), take the logo away (any plan), and the brand in force for the
 * review page, mails and the PDF (the stored brand while the plan includes it, else null: the product's look).
 * The role check (`manageBranding`) is THE authorization rule's, before the use case runs.
 */
import { createHash } from 'node:crypto';
import type { BrandView, LogoUploadResponse } from '../../../shared/api/endpoints/brand';
import {
  BRAND_LIMITS,
  brandInForce,
  type AppliedBrand,
  type BrandLogoType,
  type BrandSettings,
  type StoredBrand,
} from '../../../shared/domain/brand';
import { planFeatureReason, planIncludes } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import {
  NotFoundError,
  PayloadTooLargeError,
  PlanRequiredError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import type { BrandingDeps } from '../ports';

const UPLOAD_PREFIX = 'brand-uploads/';
const LOGO_PREFIX = 'brand/';
/** What an upload's key ends with: its declared type, so the confirm decodes it as that and nothing else. */
const TYPE_SUFFIX: Record<BrandLogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export function logoUploadPrefix(workspaceId: string): string {
  return `${UPLOAD_PREFIX}${workspaceId}/`;
}

/** Where a workspace's logos are stored: the re-encoded copies and the raw uploads (erased with the account). */
export function logoPrefixes(workspaceId: string): string[] {
  return [`${LOGO_PREFIX}${workspaceId}/`, logoUploadPrefix(workspaceId)];
}

/** The re-encoded logo's key: its content's hash, so a new logo is a new URL and an old one can be cached forever. */
export function logoKeyOf(workspaceId: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${LOGO_PREFIX}${workspaceId}/${hash}.png`;
}

function requirePro(plan: PlanLevel): void {
  if (!planIncludes(plan, 'customBranding')) throw new PlanRequiredError(planFeatureReason('customBranding'));
}

async function logoOf(ports: Pick<BrandingDeps, 'logos'>, brand: StoredBrand): Promise<AppliedBrand['logo']> {
  if (!brand.logoKey || !brand.logoWidth || !brand.logoHeight) return null;
  return { url: await ports.logos.url(brand.logoKey), width: brand.logoWidth, height: brand.logoHeight };
}

async function viewOf(
  ports: Pick<BrandingDeps, 'logos'>,
  brand: StoredBrand | null,
  plan: PlanLevel,
  mayChange = true,
): Promise<BrandView> {
  return {
    plan,
    applied: brandInForce(brand, plan) !== null,
    mayChange,
    brand: brand
      ? {
          displayName: brand.displayName,
          accent: brand.accent,
          theme: brand.theme,
          showPoweredBy: brand.showPoweredBy,
          logo: await logoOf(ports, brand),
          updatedAt: brand.updatedAt,
        }
      : null,
  };
}

export async function getBrand(
  ports: Pick<BrandingDeps, 'brands' | 'logos'>,
  input: { workspaceId: string; mayChange: boolean },
): Promise<BrandView> {
  const { brand, plan } = await ports.brands.readBrandAndPlan(input.workspaceId);
  return viewOf(ports, brand, plan, input.mayChange);
}

export async function updateBrand(
  ports: Pick<BrandingDeps, 'brands' | 'logos' | 'clock'>,
  input: { workspaceId: string; settings: BrandSettings },
): Promise<BrandView> {
  const { brand, plan } = await ports.brands.readBrandAndPlan(input.workspaceId);
  requirePro(plan);
  const next: StoredBrand = {
    workspaceId: input.workspaceId,
    logoKey: brand?.logoKey ?? null,
    logoWidth: brand?.logoWidth ?? null,
    logoHeight: brand?.logoHeight ?? null,
    ...input.settings,
    updatedAt: ports.clock.now().toISOString(),
  };
  await ports.brands.put(next);
  return viewOf(ports, next, plan);
}

export async function requestLogoUpload(
  ports: Pick<BrandingDeps, 'brands' | 'logos' | 'clock' | 'ids'>,
  input: { workspaceId: string; contentType: BrandLogoType; size: number },
): Promise<LogoUploadResponse> {
  const { plan } = await ports.brands.readBrandAndPlan(input.workspaceId);
  requirePro(plan);
  const key = `${logoUploadPrefix(input.workspaceId)}${ports.ids.next()}-${TYPE_SUFFIX[input.contentType]}`;
  const expiresInSeconds = BRAND_LIMITS.uploadUrlTtlSeconds;
  const signed = await ports.logos.presignUpload({
    key,
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds,
  });
  return {
    uploadUrl: signed.url,
    headers: signed.headers,
    key,
    expiresAt: new Date(ports.clock.now().getTime() + expiresInSeconds * 1000).toISOString(),
  };
}

function declaredTypeOf(key: string): BrandLogoType | null {
  const suffix = key.slice(key.lastIndexOf('-') + 1);
  const found = Object.entries(TYPE_SUFFIX).find(([, s]) => s === suffix);
  return found ? (found[0] as BrandLogoType) : null;
}

/**
 * Checks the uploaded logo by its bytes (size, signature, what the decoder reads, the decoded size),
 * stores a re-encoded copy under its content hash and points the brand at it. The raw upload is removed.
 */
export async function confirmLogo(
  ports: Pick<BrandingDeps, 'brands' | 'logos' | 'encoder' | 'clock'>,
  input: { workspaceId: string; key: string },
): Promise<BrandView> {
  const { brand, plan } = await ports.brands.readBrandAndPlan(input.workspaceId);
  requirePro(plan);
  const declared = declaredTypeOf(input.key);
  if (!input.key.startsWith(logoUploadPrefix(input.workspaceId)) || !declared) {
    throw new NotFoundError(BRAND_MESSAGES.logoUploadNotFound);
  }
  const object = await ports.logos.head(input.key);
  if (!object) throw new NotFoundError(BRAND_MESSAGES.logoUploadNotFound);
  if (object.size > BRAND_LIMITS.logoMaxBytes) throw new PayloadTooLargeError(BRAND_MESSAGES.logoTooLarge);
  if (object.size === 0) {
    throw new ValidationError(BRAND_MESSAGES.logoEmpty, { 'body.key': BRAND_MESSAGES.logoEmpty });
  }
  const bytes = await ports.logos.read(input.key, object.size);
  const encoded = await ports.encoder.reencode(bytes, declared);
  const logoKey = logoKeyOf(input.workspaceId, encoded.bytes);
  await ports.logos.putImmutable(logoKey, encoded.bytes, encoded.contentType);
  await ports.logos.remove(input.key);
  const next: StoredBrand = {
    ...(brand ?? defaultBrand(input.workspaceId)),
    logoKey,
    logoWidth: encoded.width,
    logoHeight: encoded.height,
    updatedAt: ports.clock.now().toISOString(),
  };
  await ports.brands.put(next);
  return viewOf(ports, next, plan);
}

/** Takes the logo away (any plan: removing sells nothing); the stored copy stays for cached pages. */
export async function removeLogo(
  ports: Pick<BrandingDeps, 'brands' | 'logos' | 'clock'>,
  input: { workspaceId: string },
): Promise<BrandView> {
  const { brand, plan } = await ports.brands.readBrandAndPlan(input.workspaceId);
  if (!brand) return viewOf(ports, null, plan);
  const next: StoredBrand = {
    ...brand,
    logoKey: null,
    logoWidth: null,
    logoHeight: null,
    updatedAt: ports.clock.now().toISOString(),
  };
  await ports.brands.put(next);
  return viewOf(ports, next, plan);
}

/** A brand whose logo came before its settings: the product's look until the settings are saved. */
function defaultBrand(workspaceId: string): StoredBrand {
  return {
    workspaceId,
    displayName: '',
    accent: '#a78bfa',
    theme: 'dark',
    showPoweredBy: true,
    logoKey: null,
    logoWidth: null,
    logoHeight: null,
    updatedAt: new Date(0).toISOString(),
  };
}

/**
 * The brand in force for what a workspace's clients see (review page, mails, PDF): the stored brand while
 * the plan in force includes custom branding, else null. Read on every use, so a plan change shows at once.
 */
export async function appliedBrandOf(
  ports: Pick<BrandingDeps, 'logos'> & {
    brands: Pick<BrandingDeps['brands'], 'readBrandAndPlan'>;
  },
  workspaceId: string,
): Promise<AppliedBrand | null> {
  return appliedBrandFrom(ports, await ports.brands.readBrandAndPlan(workspaceId));
}

/** The brand in force from a brand and plan already read (a caller that reads them beside other items). */
export async function appliedBrandFrom(
  ports: Pick<BrandingDeps, 'logos'>,
  { brand, plan }: { brand: StoredBrand | null; plan: PlanLevel },
): Promise<AppliedBrand | null> {
  const inForce = brandInForce(brand, plan);
  if (!inForce || inForce.displayName === '') return null;
  return {
    displayName: inForce.displayName,
    accent: inForce.accent,
    theme: inForce.theme,
    showPoweredBy: inForce.showPoweredBy,
    logo: await logoOf(ports, inForce),
  };
}
