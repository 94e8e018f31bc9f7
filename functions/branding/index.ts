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
