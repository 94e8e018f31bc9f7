/**
 * Headers between CloudFront and the API, named once for the CDK stack (which sets and forwards them) and
 * the handler plumbing (which checks and reads them). Lower case: the handlers' headers are normalized.
 */

/** The header CloudFront adds to every API origin request, its value a Secrets Manager secret. */
export const ORIGIN_SECRET_HEADER = 'x-cutroom-origin';

/**
 * CloudFront's viewer address and port (`198.51.100.7:443`, `2001:db8::7:443`). The managed origin request
 * policy AllViewerExceptHostHeader forwards it with the other viewer location headers.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The Authorization value the edge gives a public API (v1) request that arrives without one (CloudFront's
 * `/api/v1/*` viewer-request function; the local server likewise). The API-key authorizer's identity source is
 * that header, so that API Gateway can cache its answer per key, and API Gateway answers a request lacking an
 * identity source with its own 401 body, which an HTTP API cannot reshape. With the placeholder the authorizer
 * runs and refuses it as it refuses an unknown key, and the handler answers in the product's error shape. It
 * never has a key's form (`cr_live_…`).
 */
export const MISSING_API_KEY_AUTHORIZATION = 'Bearer none';
