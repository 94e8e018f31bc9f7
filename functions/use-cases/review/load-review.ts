/** Load a review by share token: the project, its videos in order with playback URLs, notes, approvals. */
import type { ReviewResponse } from '../../../shared/api/endpoints/review';
import { openReview } from './open-review';
import type { ReviewPorts } from './review-ports';
import { toReviewResponse } from './review-view';

export async function loadReview(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'playback'>,
  input: { token: string },
): Promise<ReviewResponse> {
  const snapshot = await openReview(ports, input.token);
  return toReviewResponse(snapshot, ports.playback);
}
