/**
 * Translation of DynamoDB failures into the AppError family. Conditions on writes carry the permission and
 * state rules (owner, not archived, under the plan cap, expected revision); when one fails, the old item
 * (ReturnValuesOnConditionCheckFailure ALL_OLD) tells which rule it was.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../shared/messages/editor-app-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import type { RawItem } from './items';

export const archivedError = () => new ConflictError(COMMON_MESSAGES.archivedProject, ERROR_CODES.archived);
export const planLimitError = (message: string = EDITOR_APP_MESSAGES.planLimitReached) =>
  new ConflictError(message, ERROR_CODES.planLimit);
export const staleRevisionError = () => new ConflictError(PROJECT_MESSAGES.changedElsewhere);

/** Raised when a new share token collides with an existing one (the caller draws another and retries). */
export class ShareTokenTakenError extends ConflictError {
  constructor() {
    super(PROJECT_MESSAGES.tokenTaken);
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
    return new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  if (old['status'] === 'archived') return archivedError();
  return fallback();
}
