/**
 * Translation of DynamoDB failures into the AppError family. Conditions on writes carry the permission and
 * state rules (owner, not archived, under the plan cap, expected revision); when one fails, the old item
 * (ReturnValuesOnConditionCheckFailure ALL_OLD) tells which rule it was.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import type { RawItem } from './items';

/**
 * The texts of the data layer's refusals: the catalogue's (shared/messages) where it has one, otherwise
 * server-only texts that the spec does not word.
 */
export const DB_MESSAGES = {
  projectNotFound: 'Project not found.',
  videoNotFound: PROJECT_MESSAGES.videoNotFound,
  versionNotFound: 'Video version not found.',
  noteNotFound: PROJECT_MESSAGES.noteNotFound,
  profileNotFound: 'Profile not found.',
  notificationNotFound: PROJECT_MESSAGES.notificationNotFound,
  staleRevision: PROJECT_MESSAGES.changedElsewhere,
  /** Generic; pass the plan-specific text (BILLING_MESSAGES.planLimitReached) as `planLimitMessage`. */
  planLimit:
    'You have reached the active project limit of your plan. Archive a project or upgrade to add more.',
  alreadyApproved: PROJECT_MESSAGES.alreadyApproved,
  videoAlreadyApproved: 'This video is already approved.',
  notArchived: PROJECT_MESSAGES.notArchived,
  tokenTaken: 'That review link token is already in use.',
  busy: 'The item is busy. Please try again.',
  counterOutOfStep: 'The active project count is out of step. Please contact support.',
} as const;

export const archivedError = () => new ConflictError(COMMON_MESSAGES.archivedProject, ERROR_CODES.archived);
export const planLimitError = (message: string = DB_MESSAGES.planLimit) =>
  new ConflictError(message, ERROR_CODES.planLimit);
export const staleRevisionError = () => new ConflictError(DB_MESSAGES.staleRevision);

/** Raised when a new share token collides with an existing one (the caller draws another and retries). */
export class ShareTokenTakenError extends ConflictError {
  constructor() {
    super(DB_MESSAGES.tokenTaken);
    this.name = 'ShareTokenTakenError';
  }
}

interface AwsErrorLike {
  name?: unknown;
  Item?: unknown;
  CancellationReasons?: unknown;
}

function asAwsError(error: unknown): AwsErrorLike | undefined {
  return typeof error === 'object' && error !== null ? (error as AwsErrorLike) : undefined;
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return asAwsError(error)?.name === 'ConditionalCheckFailedException';
}

export function isTransactionCanceled(error: unknown): boolean {
  return asAwsError(error)?.name === 'TransactionCanceledException';
}

/** The old item of a failed condition, unmarshalled (the DocumentClient does not unmarshall errors). */
export function oldItemOf(marshalled: unknown): RawItem | undefined {
  if (typeof marshalled !== 'object' || marshalled === null || Object.keys(marshalled).length === 0)
    return undefined;
  // The SDK types the map as AttributeValue records; the error object is untyped at runtime.
  return unmarshall(marshalled as Parameters<typeof unmarshall>[0]);
}

export interface CancellationReason {
  code: string;
  item: RawItem | undefined;
}

export function cancellationReasons(error: unknown): CancellationReason[] {
  const reasons = asAwsError(error)?.CancellationReasons;
  if (!Array.isArray(reasons)) return [];
  return reasons.map((r: unknown) => {
    const reason = (typeof r === 'object' && r !== null ? r : {}) as { Code?: unknown; Item?: unknown };
    return { code: typeof reason.Code === 'string' ? reason.Code : 'None', item: oldItemOf(reason.Item) };
  });
}

/**
 * The usual decision for a failed condition on a project item written by its owner: missing or another
 * owner's → 404, archived → 409 ARCHIVED, otherwise the given fallback (stale revision, wrong status).
 */
export function projectConditionError(
  old: RawItem | undefined,
  ownerId: string | undefined,
  fallback: () => Error = staleRevisionError,
): Error {
  if (!old || (ownerId !== undefined && old['userId'] !== ownerId))
    return new NotFoundError(DB_MESSAGES.projectNotFound);
  if (old['status'] === 'archived') return archivedError();
  return fallback();
}
