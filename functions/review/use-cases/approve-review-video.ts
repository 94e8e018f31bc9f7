/**
 * A reviewer approves one video at the version they watched: the video becomes approved, the project's
 * approvedVideosCount follows, a video-scope approval records the version and the reviewer's label; the
 * project's status follows the one status rule (approved once every video is and no note is pending). The
 * owner hears of it through a `video_approved` event stored with the approval, and a `project_approved` one
 * stored with the project's move to approved (functions/notify tells them). Approving an already approved
 * video changes nothing and alerts nobody.
 */
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { ApproveVideoBody, ApproveVideoResponse } from '../../../shared/api/endpoints/review';
import type { Approval } from '../../../shared/domain/entities';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { applyStatusRule } from './apply-status-rule';
import { openReview, type ReviewCaller } from './open-review';
import { REVIEW_API_ERRORS } from '../../projects';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { reviewableVideos, videoRefusal } from '../../../shared/domain/refused-video';
import type { ReviewPorts } from '../ports';
import { latestVideoApproval } from './review-view';

export interface ApproveReviewVideoInput extends ReviewCaller {
  token: string;
  videoId: string;
  body: ApproveVideoBody;
}

export async function approveReviewVideo(
  ports: ReviewPorts,
  input: ApproveReviewVideoInput,
): Promise<ApproveVideoResponse> {
  const snapshot = await openReview(ports, input.token, input);
  const { project } = snapshot;
  const video = snapshot.videos.find((v) => v.id === input.videoId);
  if (!video) throw new NotFoundError(REVIEW_API_ERRORS.videoNotInReview);
  if (!video.currentVersionId) throw new ConflictError(REVIEW_API_ERRORS.noVersionYet);
  // The client never sees a refused file; an approval of one (an old page, a crafted call) changes nothing.
  if (videoRefusal(video, snapshot.versions)) throw new ConflictError(REVIEW_MESSAGES.refusedVideo);
  if (video.currentVersionId !== input.body.versionId)
    throw new ConflictError(REVIEW_API_ERRORS.staleVersion);

  const now = ports.clock.now().toISOString();
  const label = reviewerLabel(input.body.reviewerName);
  const approval: Approval = {
    id: ports.ids.next(),
    projectId: project.id,
    scope: 'video',
    scopeId: video.id,
    versionId: input.body.versionId,
    reviewerLabel: label,
    approvedAt: now,
    createdAt: now,
  };

  // The progress counts reviewable videos only: a refused file is not waiting for the client.
  const reviewable = reviewableVideos(
    snapshot.videos.map((v) => (v.id === video.id ? { ...v, status: 'approved' as const } : v)),
    snapshot.versions,
  );
  const about = {
    ownerId: project.userId,
    projectId: project.id,
    projectName: project.name,
    reviewer: label,
  };
  const approved: DomainEvent = {
    type: 'video_approved',
    id: ports.ids.next(),
    at: now,
    ...about,
    videoTitle: video.title,
    versionNumber: snapshot.versions.find((v) => v.id === input.body.versionId)?.versionNumber ?? 1,
    approvedCount: reviewable.filter((v) => v.status === 'approved').length,
    videoCount: reviewable.length,
  };
  const result =
    video.status === 'approved'
      ? { created: false, approvedVideosCount: project.approvedVideosCount }
      : await ports.reviews.approveVideo({
          projectId: project.id,
          videoId: video.id,
          approval,
          now,
          events: [approved],
        });

  // The project's move to approved carries its event (written only by the move that happens).
  const rule = await applyStatusRule(ports, project.id, now, snapshot, (status) =>
    status === 'approved' && result.created
      ? [
          {
            type: 'project_approved',
            id: ports.ids.next(),
            at: now,
            ...about,
            clientDisplayName: project.clientDisplayName,
            videoCount: reviewable.length,
          },
        ]
      : [],
  );
  const after = rule.snapshot;
  const projectStatus = rule.status;

  const videoNow = after.videos.find((v) => v.id === video.id) ?? { ...video, status: 'approved' as const };
  const recorded = result.created ? approval : (latestVideoApproval(after.approvals, video.id) ?? approval);

  if (result.created) ports.metrics.count(BUSINESS_METRICS.approvals);

  return {
    video: { id: video.id, status: videoNow.status },
    approval: {
      versionId: recorded.versionId,
      reviewerLabel: recorded.reviewerLabel,
      approvedAt: recorded.approvedAt,
    },
    created: result.created,
    approvedVideosCount: after.project.approvedVideosCount,
    projectStatus,
  };
}
