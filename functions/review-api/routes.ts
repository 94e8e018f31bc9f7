import {
  approveReviewVideo,
  getReview,
  listReviewNotes,
  submitReviewNotes,
} from '../../shared/api/endpoints/review';
import { replyToReviewNote } from '../../shared/api/endpoints/replies';
import { route, type Route } from '../lib/http/route';
import { replyAsClient } from '../use-cases/replies/reply-as-client';
import { approveReviewVideo as approveVideoUseCase } from '../use-cases/review/approve-review-video';
import { listReviewNotes as listReviewNotesUseCase, loadReview } from '../use-cases/review/load-review';
import { submitReviewNotes as submitNotesUseCase } from '../use-cases/review/submit-review-notes';
import type { ReviewApiDeps } from './deps';

/** Every route the review-api Lambda serves (contract entries with `lambda: 'review-api'`). */
export const reviewApiRoutes: Route<ReviewApiDeps>[] = [
  route(getReview, (req, deps) => loadReview(deps, { token: req.params.token })),
  route(submitReviewNotes, (req, deps) =>
    submitNotesUseCase(deps, { token: req.params.token, body: req.body, sourceIp: req.sourceIp }),
  ),
  route(replyToReviewNote, (req, deps) =>
    replyAsClient(deps, { token: req.params.token, noteId: req.params.noteId, body: req.body }),
  ),
  route(approveReviewVideo, (req, deps) =>
    approveVideoUseCase(deps, { token: req.params.token, videoId: req.params.videoId, body: req.body }),
  ),
  route(listReviewNotes, (req, deps) =>
    listReviewNotesUseCase(deps, {
      token: req.params.token,
      versionId: req.params.versionId,
      cursor: req.query.cursor,
    }),
  ),
];
