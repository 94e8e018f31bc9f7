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
