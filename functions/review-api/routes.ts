import {
  approveReviewVideo,
  getReview,
  listReviewNotes,
  submitReviewNotes,
  unlockReview,
  getReviewBrand,
} from '../../shared/api/endpoints/review';
import { REVIEW_SESSION_HEADER } from '../../shared/domain/review-password';
import { replyToReviewNote } from '../../shared/api/endpoints/replies';
import { route, type Route } from '../platform/http/route';
import { replyAsClient } from '../review';
import { approveReviewVideo as approveVideoUseCase } from '../review';
import { listReviewNotes as listReviewNotesUseCase, loadReview } from '../review';
import { submitReviewNotes as submitNotesUseCase } from '../review';
import { unlockReview as unlockReviewUseCase } from '../review';
import { reviewBrand } from '../review';
import { admitReviewHost, hostNameOf, reviewHostRefusal, reviewPage, reviewPoster } from '../review';
import { getReviewPage, getReviewPoster } from '../../shared/api/endpoints/review-page';
import { REVIEW_HOST_HEADER } from '../../shared/domain/review-host';
import { recordViewing } from '../../shared/api/endpoints/analytics';
import { recordViewing as recordViewingUseCase } from '../analytics';
import type { ReviewApiDeps } from './deps';

/** The review session a protected link's calls carry (earned by unlockReview). */
const sessionOf = (req: { headers: Readonly<Record<string, string | undefined>> }) =>
  req.headers[REVIEW_SESSION_HEADER];

/**
 * Who calls, for the per-viewer limit: the review session (one per unlocked visitor), else the viewer's
 * address (CloudFront-Viewer-Address, trusted only behind the origin guard).
 */
const callerOf = (req: { headers: Readonly<Record<string, string | undefined>>; sourceIp: string }) => {
  const session = sessionOf(req);
  return { session, viewer: session ? `session:${session}` : `ip:${req.sourceIp}` };
};

/**
 * A route answered on a workspace's own review address only for that workspace's links (the edge names the
 * viewer's host in REVIEW_HOST_HEADER; functions/review/use-cases/review-host-gate.ts).
 */
const onReviewHost = (inner: Route<ReviewApiDeps>): Route<ReviewApiDeps> => ({
  endpoint: inner.endpoint,
  handle: async (req, deps) => {
    const token = (req.params as Record<string, string | undefined>)['token'] ?? '';
    await admitReviewHost(deps.reviewHostGate, { host: req.headers[REVIEW_HOST_HEADER], token });
    return inner.handle(req, deps);
  },
});

/** Every route the review-api Lambda serves (contract entries with `lambda: 'review-api'`). */
const everyReviewRoute: Route<ReviewApiDeps>[] = [
  route(getReview, (req, deps) =>
    loadReview(deps, { token: req.params.token, ...callerOf(req), reread: req.query.reread === '1' }),
  ),
  route(submitReviewNotes, (req, deps) =>
    submitNotesUseCase(deps, {
      token: req.params.token,
      ...callerOf(req),
      body: req.body,
      sourceIp: req.sourceIp,
    }),
  ),
  route(replyToReviewNote, (req, deps) =>
    replyAsClient(deps, {
      token: req.params.token,
      ...callerOf(req),
      noteId: req.params.noteId,
      body: req.body,
    }),
  ),
  route(approveReviewVideo, (req, deps) =>
    approveVideoUseCase(deps, {
      token: req.params.token,
      ...callerOf(req),
      videoId: req.params.videoId,
      body: req.body,
    }),
  ),
  route(listReviewNotes, (req, deps) =>
    listReviewNotesUseCase(deps, {
      token: req.params.token,
      ...callerOf(req),
      versionId: req.params.versionId,
      cursor: req.query.cursor,
    }),
  ),
  route(recordViewing, async (req, deps) => {
    const { result } = await recordViewingUseCase(deps, {
      token: req.params.token,
      ...callerOf(req),
      batch: req.body,
    });
    return { result };
  }),
  route(unlockReview, (req, deps) =>
    unlockReviewUseCase(deps, {
      token: req.params.token,
      password: req.body.password,
      viewer: callerOf(req).viewer,
    }),
  ),
  route(getReviewBrand, (req, deps) =>
    reviewBrand(deps, { token: req.params.token, viewer: callerOf(req).viewer }),
  ),
  route(getReviewPoster, (req, deps) => reviewPoster(deps, { token: req.params.token })),
];

/**
 * The review page's HTML: a person (or a chat's unfurler) followed the link. A link the address does not serve
 * gets the generic page, as an unknown link does, never the API's JSON error: the app then says 'Review link
 * not found' on the studio's address, and nothing names the link's project or brand.
 */
const reviewPageRoute = route(getReviewPage, async (req, deps: ReviewApiDeps) => {
  const host = req.headers[REVIEW_HOST_HEADER];
  const refused = await reviewHostRefusal(deps.reviewHostGate, { host, token: req.params.token });
  return reviewPage(deps, {
    token: refused ? '' : req.params.token,
    reviewHost: host ? hostNameOf(host) : null,
  });
});

export const reviewApiRoutes: Route<ReviewApiDeps>[] = [
  ...everyReviewRoute.map(onReviewHost),
  reviewPageRoute,
];
