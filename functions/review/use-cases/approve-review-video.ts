/**
 * A reviewer approves one video at the version they watched: the video becomes approved, the project's
 * approvedVideosCount follows, a video-scope approval records the version and the reviewer's label; the
 * project's status follows the one status rule (approved once every video is and no note is pending). The
 * owner gets video_approved, and project_approved when the project just became approved (notification +
 * e-mail each). Approving an already approved video changes nothing and alerts nobody.
 */
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { ApproveVideoBody, ApproveVideoResponse } from '../../../shared/api/endpoints/review';
import type { Approval } from '../../../shared/domain/entities';
import { reviewerLabel } from '../../../shared/domain/reviewer-label';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { projectApprovedMail } from '../../lib/mail/templates/project-approved-mail';
import { videoApprovedMail } from '../../lib/mail/templates/video-approved-mail';
import { absoluteProjectUrl, alertOwner, type OwnerAlert } from '../../use-cases/review/owner-alerts';
import {
  projectApprovedNotification,
  videoApprovedNotification,
} from '../../../shared/domain/notification-texts';
import { applyStatusRule } from './apply-status-rule';
import { openReview } from './open-review';
import { REVIEW_API_ERRORS } from '../../projects';
import { MAIL_MESSAGES } from '../../../shared/messages/mail-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { reviewableVideos, videoRefusal } from '../../../shared/domain/refused-video';
import type { ReviewPorts } from '../ports';
import { latestVideoApproval } from './review-view';

export interface ApproveReviewVideoInput {
  token: string;
  /** The review session of a protected link (`x-review-session`). */
  session?: string | undefined;
  videoId: string;
  body: ApproveVideoBody;
}

export async function approveReviewVideo(
  ports: ReviewPorts,
  input: ApproveReviewVideoInput,
): Promise<ApproveVideoResponse> {
  const snapshot = await openReview(ports, input.token, input.session);
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

  const result =
    video.status === 'approved'
      ? { created: false, approvedVideosCount: project.approvedVideosCount }
      : await ports.reviews.approveVideo({ projectId: project.id, videoId: video.id, approval, now });

  const rule = await applyStatusRule(ports, project.id, now, snapshot);
  const after = rule.snapshot;
  const projectStatus = rule.status;
  const change = rule.changedTo;

  const videoNow = after.videos.find((v) => v.id === video.id) ?? { ...video, status: 'approved' as const };
  const recorded = result.created ? approval : (latestVideoApproval(after.approvals, video.id) ?? approval);

  if (result.created) {
    ports.metrics.count(BUSINESS_METRICS.approvals);
    const projectUrl = absoluteProjectUrl(ports.appUrl, project.id);
    const version = snapshot.versions.find((v) => v.id === input.body.versionId);
    // The progress counts reviewable videos only: a refused file is not waiting for the client.
    const reviewable = reviewableVideos(after.videos, after.versions);
    const approvedCount = reviewable.filter((v) => v.status === 'approved').length;
    const alerts: OwnerAlert[] = [
      {
        text: videoApprovedNotification({
          projectId: project.id,
          projectName: project.name,
          videoTitle: video.title,
          reviewer: label,
        }),
        mail: (ownerName, footer) =>
          videoApprovedMail({
            ownerName,
            projectName: project.name,
            videoTitle: video.title,
            versionNumber: version?.versionNumber ?? 1,
            reviewerLabel: label,
            approvedCount,
            videoCount: reviewable.length,
            projectUrl,
            footer,
          }),
        digest: [
          {
            kind: 'videoApproved',
            at: now,
            projectName: project.name,
            videoTitle: video.title,
            timecodeMs: null,
            reviewer: label,
            summary: MAIL_MESSAGES.digest.videoApproved,
          },
        ],
        wait: 'bundle',
      },
    ];
    if (change === 'approved') {
      alerts.push({
        text: projectApprovedNotification({ projectId: project.id, projectName: project.name }),
        mail: (ownerName, footer) =>
          projectApprovedMail({
            ownerName,
            projectName: project.name,
            clientDisplayName: project.clientDisplayName,
            videoCount: reviewable.length,
            projectUrl,
            footer,
          }),
        digest: [
          {
            kind: 'projectApproved',
            at: now,
            projectName: project.name,
            videoTitle: null,
            timecodeMs: null,
            reviewer: label,
            summary: MAIL_MESSAGES.digest.projectApproved,
          },
        ],
        wait: 'bundle',
      });
    }
    await alertOwner(ports, { userId: project.userId, projectId: project.id }, alerts);
  }

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
