/**
 * Load a review by share token: the project, its videos in order with playback URLs, notes, approvals.
 * Opening counts an open of the link in the admission's one write; the first successful open of a link also
 * tells the owner in-app, once (a conditional write: concurrent first opens notify once), in one more request.
 */
import type { ReviewResponse } from '../../../shared/api/endpoints/review';
import type { Notification } from '../../../shared/domain/entities';
import { linkOpenedNotification } from '../../../shared/domain/notification-texts';
import { openAdmittedReview } from './open-review';
import type { ReviewPorts } from './review-ports';
import { toReviewResponse } from './review-view';

export async function loadReview(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'playback' | 'ids' | 'log'>,
  input: { token: string },
): Promise<ReviewResponse> {
  const opened = await openAdmittedReview(ports, input.token, { countOpen: true });
  if (!opened.firstOpenNotified) await tellFirstOpen(ports, opened.token, opened.snapshot.project);
  return toReviewResponse(opened.snapshot, ports.playback);
}

async function tellFirstOpen(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'ids' | 'log'>,
  token: string,
  project: { id: string; userId: string; name: string },
): Promise<void> {
  const text = linkOpenedNotification({ projectId: project.id, projectName: project.name });
  const notification: Notification = {
    id: ports.ids.next(),
    userId: project.userId,
    type: text.type,
    title: text.title,
    body: text.body,
    link: text.link,
    isRead: false,
    dismissed: false,
    createdAt: ports.clock.now().toISOString(),
  };
  try {
    await ports.reviews.recordFirstOpen(token, notification);
  } catch (error) {
    // Telling the owner never fails the client's request; the next open tries again.
    ports.log.error('link.first_open notification failed', {
      projectId: project.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
