/**
 * A workspace's own review address (`review.acme-studio.com`): its review links served on the studio's host
 * name with its brand (Pro, `customBranding`). The host is unique across workspaces; it is proven by a DNS TXT
 * record holding the workspace's verification token, and only a verified host is used in the links the app
 * shows and copies. On a custom host the review API answers links of that workspace only.
 *
 * Behind CloudFront the API never sees the viewer's Host (the origin needs its own): the custom domains'
 * distribution copies it into REVIEW_HOST_HEADER with a viewer-request function, and the local server does the
 * same for a request whose Host is not the app's own. A client sending the header itself gains nothing: the
 * header only narrows which links are answered.
 */
import * as z from 'zod/mini';

/** The header the edge sets to the viewer's host name on a custom review domain. */
export const REVIEW_HOST_HEADER = 'x-cutroom-review-host';

/** The TXT record a studio adds to prove the host is theirs: `<label>.<host>` holding `<prefix><token>`. */
export const REVIEW_HOST_VERIFICATION = {
  recordLabel: '_cutroom-verification',
  valuePrefix: 'cutroom-verification=',
} as const;

export const REVIEW_HOST_STATUSES = ['pending', 'verified'] as const;
export type ReviewHostStatus = (typeof REVIEW_HOST_STATUSES)[number];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^[a-z][a-z0-9-]{1,62}$/;

/** Why a host name is refused (null: a usable host name). Lower-case, no scheme, port, path or IP address. */
export function reviewHostProblem(host: string): string | null {
  if (host.length === 0) return 'Enter the host name, like review.your-studio.com';
  if (host.length > 253) return 'A host name is at most 253 characters';
  const labels = host.split('.');
  if (labels.length < 3) return 'Use a subdomain of your domain, like review.your-studio.com';
  if (!labels.every((label) => LABEL.test(label))) {
    return 'Use only letters, digits and hyphens between the dots, like review.your-studio.com';
  }
  if (!TOP_LEVEL.test(labels[labels.length - 1] ?? '')) return 'This is not a public host name';
  return null;
}

/** A host name as typed: trimmed and lower-cased, then checked. */
export const reviewHostSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.superRefine((value, ctx) => {
    const problem = reviewHostProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** The review address of a workspace as Settings › Branding shows it. */
export const reviewHostViewSchema = z.object({
  host: z.string(),
  status: z.enum(REVIEW_HOST_STATUSES),
  /** The TXT record to add: its name and its value. */
  verification: z.object({ name: z.string(), value: z.string() }),
  verifiedAt: z.nullable(z.string()),
});
export type ReviewHostView = z.infer<typeof reviewHostViewSchema>;

/** The TXT record that proves `host` for a workspace with `token`. */
export function verificationRecord(host: string, token: string): { name: string; value: string } {
  return {
    name: `${REVIEW_HOST_VERIFICATION.recordLabel}.${host}`,
    value: `${REVIEW_HOST_VERIFICATION.valuePrefix}${token}`,
  };
}

/** Whether the TXT strings found at the record's name prove the host (one of them is the exact value). */
export function provesHost(found: readonly string[], host: string, token: string): boolean {
  const expected = verificationRecord(host, token).value;
  return found.some((text) => text.trim() === expected);
}

/**
 * The origin a review link is shown and copied with: the workspace's verified host (https), else the app's own
 * origin.
 */
export function reviewLinkOrigin(
  appOrigin: string,
  host: { host: string; status: ReviewHostStatus } | null,
): string {
  return host?.status === 'verified' ? `https://${host.host}` : appOrigin;
}
