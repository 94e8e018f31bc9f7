/** The review page's empty state: an empty project, or one whose every file was refused (left out). */
import type { ReviewResponse } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';

export function emptyReviewText(review: Pick<ReviewResponse, 'videosWithheld'>): string {
  return review.videosWithheld ? REVIEW_MESSAGES.noVideosYet : REVIEW_MESSAGES.noVideos;
}
