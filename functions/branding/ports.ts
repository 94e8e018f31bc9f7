/** The ports of the brand use cases: the brand item, the logo's storage and the re-encoder. */
import type { StoredBrand } from '../../shared/domain/brand';
import type { PlanLevel } from '../../shared/domain/status-values';
import type { Clock, IdSource } from '../platform/ports';

export interface BrandStore {
  /** The stored brand (read consistently) and the plan in force of the workspace's billing record. */
  readBrandAndPlan(workspaceId: string): Promise<{ brand: StoredBrand | null; plan: PlanLevel }>;
  /** Writes the whole brand item (settings and logo fields as the use case built them). */
  put(brand: StoredBrand): Promise<void>;
}

export interface LogoStorage {
  /** A presigned PUT of exactly `contentType` and `size` bytes to `key`. */
  presignUpload(input: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<{ url: string; headers: Record<string, string> }>;
  /** The uploaded object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** The first `size` bytes of the object. */
  read(key: string, size: number): Promise<Uint8Array>;
  /** Stores `bytes` under `key` for good: content-addressed, so cached by browsers and CDNs for a year. */
  putImmutable(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes an object (the raw upload once re-encoded); absent is fine. */
  remove(key: string): Promise<void>;
  /** The URL the review page, mails and the PDF fetch the logo from (the media origin). */
  url(key: string): Promise<string>;
}

/** What the re-encoder answers for bytes that are a logo it can use. */
export interface EncodedLogo {
  bytes: Uint8Array;
  contentType: 'image/png';
  width: number;
  height: number;
}

export interface LogoEncoder {
  /**
   * Decodes `bytes` as `declared` (PNG, JPEG or WebP; the decoder's own reading of the format must agree),
   * checks the decoded size, and re-encodes it as a fresh PNG without the file's metadata or trailing bytes.
   * Throws ValidationError with the user's reason when it is not such a picture.
   */
  reencode(bytes: Uint8Array, declared: string): Promise<EncodedLogo>;
}

export interface BrandingDeps {
  brands: BrandStore;
  logos: LogoStorage;
  encoder: LogoEncoder;
  clock: Clock;
  ids: IdSource;
}

/** What the review needs: the brand in force of a workspace, with the logo's URL (null: the product's look). */
export type { AppliedBrand } from '../../shared/domain/brand';
