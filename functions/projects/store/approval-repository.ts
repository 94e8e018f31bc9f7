/** Approvals (`PROJECT#<pid>` / `APPROVAL#<ulid>`): a reviewer approving one video. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Approval, Video } from '../../../shared/domain/entities';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { projectConditionError } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import { activityOfEvents, activityOps } from './activity-repository';
import { approvalItem, toProject } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { transactWrite } from '../../platform/db/transact-write';
import { projectOpenCondition, putNew } from '../../platform/db/tx-ops';
import { getVideo } from './video-repository';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

/** Thrown by the video's condition when it is already approved. */
class AlreadyApproved extends ConflictError {
  constructor() {
    super(PROJECT_MESSAGES.videoAlreadyApproved);
  }
}

export interface ApproveVideoInput {
  projectId: string;
  videoId: string;
  /** Scope video, scopeId = the video id, versionId = the version approved. */
  approval: Approval;
  now: string;
  /** Domain events of the approval (the owner's video approved), written in its transaction. */
  events?: readonly DomainEvent[];
}

export interface ApproveVideoResult {
  /** false when the video was already approved (nothing written). */
  created: boolean;
  video: Video;
  /** The project's approvedVideosCount after the call. */
  approvedVideosCount: number;
}

/**
 * One transaction: the video approved (only if it is not yet), the video-scope approval item, the project's
 * approvedVideosCount + 1 (refused on an archived project: 409 ARCHIVED).
 */
export async function approveVideo(db: DbPort, input: ApproveVideoInput): Promise<ApproveVideoResult> {
  const condition = projectOpenCondition();
  let created = true;
  try {
    await transactWrite(db, [
      {
        op: {
          Update: {
            Key: keys.video(input.projectId, input.videoId),
            UpdateExpression:
              'SET #status = :approved, lastStatusChangeAt = :now, revision = revision + :one',
            ConditionExpression: 'attribute_exists(pk) AND #status <> :approved',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':approved': 'approved', ':now': input.now, ':one': 1 },
          },
        },
        onConditionFailed: (old) =>
          old ? new AlreadyApproved() : new NotFoundError(PROJECT_MESSAGES.videoNotFound),
      },
      putNew(approvalItem(input.approval), () => new AlreadyApproved()),
      {
        op: {
          Update: {
            Key: keys.project(input.projectId),
            UpdateExpression: 'ADD approvedVideosCount :one, revision :one',
            ...condition,
            ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':one': 1 },
          },
        },
        onConditionFailed: (old) => projectConditionError(old, undefined),
      },
      ...outboxOps(input.events),
      ...activityOps(activityOfEvents(input.events)),
    ]);
  } catch (error) {
    if (!(error instanceof AlreadyApproved)) throw error;
    created = false;
  }
  const [video, projectOut] = await Promise.all([
    getVideo(db, input.projectId, input.videoId),
    db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: keys.project(input.projectId), ConsistentRead: true }),
    ),
  ]);
  if (!video || !projectOut.Item) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  return { created, video, approvedVideosCount: toProject(projectOut.Item).approvedVideosCount };
}
