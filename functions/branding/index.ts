/** The branding capability's public module: a workspace's brand, its logo, and the brand in force. */
export type { BrandStore, BrandingDeps, EncodedLogo, LogoEncoder, LogoStorage } from './ports';
export {
  appliedBrandFrom,
  appliedBrandOf,
  confirmLogo,
  getBrand,
  logoKeyOf,
  logoPrefixes,
  removeLogo,
  requestLogoUpload,
  updateBrand,
} from './use-cases/brand';
export { brandStore, readBrandAndPlan } from './store/brand-store';
export type { DnsTxtPort, ReviewHostDeps, ReviewHostStore, StoredReviewHost } from './review-host-ports';
export { getReviewHost, removeReviewHost, setReviewHost, verifyReviewHost } from './use-cases/review-host';
export { reviewHostStore } from './store/review-host-store';
export { dnsTxtFromEnv } from './adapters/dns-txt';
