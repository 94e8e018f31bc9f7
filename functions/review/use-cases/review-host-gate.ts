/**
 * The review API on a workspace's own review address (shared/domain/review-host.ts): a request whose edge
 * says it arrived on a custom host is answered only for links of the workspace that host belongs to. A host no
 * workspace has is refused; a link of another workspace is 'Review link not found', as if it did not exist (no
 * studio's address can be used to reach another studio's links). On the app's own address (no header) every
 * link is answered as before.
 */
import { NotFoundError } from '../../../shared/errors/app-error';
import { REVIEW_HOST_MESSAGES } from '../../../shared/messages/review-host-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';

export interface ReviewHostGate {
  /** The workspace a host name belongs to, or null. */
  workspaceOfHost(host: string): Promise<string | null>;
  /** The workspace a share token's project belongs to, or null (unknown link). */
  workspaceOfLink(token: string): Promise<string | null>;
}

/** The host name of a Host-like header value: lower-cased, without a port. */
export function hostNameOf(value: string): string {
  return value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Why a request on this host may not reach this link (its 'not found' message), or null when it may. */
export async function reviewHostRefusal(
  gate: ReviewHostGate,
  input: { host: string | undefined; token: string },
): Promise<string | null> {
  if (input.host === undefined || input.host.trim() === '') return null;
  const workspaceId = await gate.workspaceOfHost(hostNameOf(input.host));
  if (!workspaceId) return REVIEW_HOST_MESSAGES.unknownHost;
  const token = input.token.trim();
  // A blank token is the use case's to refuse (400); it names no link of any workspace.
  if (token === '') return null;
  return (await gate.workspaceOfLink(token)) === workspaceId ? null : REVIEW_MESSAGES.notFound;
}

export async function admitReviewHost(
  gate: ReviewHostGate,
  input: { host: string | undefined; token: string },
): Promise<void> {
  const refusal = await reviewHostRefusal(gate, input);
  if (refusal) throw new NotFoundError(refusal);
}
