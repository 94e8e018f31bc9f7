/**
 * The brand for the screens a client sees instead of the review (the password prompt, a link turned off or
 * expired): the link's workspace's brand in force, answered without opening the review (no open counted, no
 * password needed: it tells nothing of the project). Limited per viewer like every review call.
 */
import type { AppliedBrand } from '../../../shared/domain/brand';
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import { RateLimitedError } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import type { ReviewPorts } from '../ports';

export async function reviewBrand(
  ports: Pick<ReviewPorts, 'brands' | 'viewerLimit' | 'clock'>,
  input: { token: string; viewer?: string | undefined },
): Promise<{ brand: AppliedBrand | null }> {
  const token = input.token.trim();
  if (!SHARE_TOKEN_PATTERN.test(token)) return { brand: null };
  if (input.viewer !== undefined) {
    const turn = ports.viewerLimit.consume(`${token}|${input.viewer}`, ports.clock.now().getTime());
    if (!turn.allowed) throw new RateLimitedError(COMMON_MESSAGES.rateLimitTryAgain, turn.retryAfterSeconds);
  }
  return { brand: await ports.brands.ofLink(token) };
}
