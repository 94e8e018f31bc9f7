/**
 * The few texts of the public API that every Lambda's HTTP layer and the OpenAPI document say (kept apart from
 * Settings › API's texts so the API Lambdas carry only these).
 */
import { PRODUCT_NAME } from '../config/product';

export const PUBLIC_API_MESSAGES = {
  /** The answer to a missing, unknown, revoked or expired key (401: nothing about which). */
  invalidKey: 'The API key is missing, revoked or expired.',
  docsTitle: `${PRODUCT_NAME} API v1`,
} as const;
