export { type ReviewPorts } from './ports';
export { approveReviewVideo } from './use-cases/approve-review-video';
export { listReviewNotes, loadReview } from './use-cases/load-review';
export { replyAsClient } from './use-cases/reply-as-client';
export { submitReviewNotes } from './use-cases/submit-review-notes';
export { unlockReview } from './use-cases/unlock-review';
export { reviewBrand } from './use-cases/review-brand';
export { openAdmittedReview, type ReviewCaller } from './use-cases/open-review';
export {
  admitReviewHost,
  hostNameOf,
  reviewHostRefusal,
  type ReviewHostGate,
} from './use-cases/review-host-gate';
export { reviewPage, reviewPoster, type ReviewPagePorts } from './use-cases/review-page';
