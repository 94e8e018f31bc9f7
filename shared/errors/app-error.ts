/**
 * The one error family. Domain code and adapters throw these; the HTTP layer turns them into
 * `{ error: { code, message, fields? } }` with the status. Anything else is a 500 with a generic message.
 */
import * as z from 'zod/mini';

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  archived: 'ARCHIVED',
  planLimit: 'PLAN_LIMIT',
  /** The workspace's plan does not include the feature the call uses (shared/domain/plan-features). */
  planRequired: 'PLAN_REQUIRED',
  /** A note cap (per version or per review link) would be passed: shared/domain/note-limits. */
  noteLimit: 'NOTE_LIMIT',
  gone: 'GONE',
  /** The review link has a password and the call carried no valid review session. */
  passwordRequired: 'PASSWORD_REQUIRED',
  /** The review link's password was wrong. */
  wrongPassword: 'WRONG_PASSWORD',
  /** Too many password attempts on the link: locked until Retry-After (403, so clients do not retry). */
  passwordLocked: 'PASSWORD_LOCKED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  upstream: 'UPSTREAM',
  /** The database turned the request away for load; nothing was written, retry (503, Retry-After). */
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Field path (dot-joined) to the message for that field. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: FieldErrors,
    /** Seconds, for 429/503. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(ERROR_CODES.validation, message, 400, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.') {
    super(ERROR_CODES.unauthorized, message, 401);
  }
}
/** A protected review link without a valid session, or a wrong password: nothing about the project said. */
export class ReviewPasswordError extends AppError {
  constructor(message: string, code: typeof ERROR_CODES.passwordRequired | typeof ERROR_CODES.wrongPassword) {
    super(code, message, 401);
  }
}
export class PasswordLockedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(ERROR_CODES.passwordLocked, message, 403, undefined, retryAfterSeconds);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(ERROR_CODES.forbidden, message, 403);
  }
}
/** The plan in force lacks the feature; the message is the plan reason (planFeatureReason). */
export class PlanRequiredError extends AppError {
  constructor(message: string) {
    super(ERROR_CODES.planRequired, message, 403);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(ERROR_CODES.notFound, message, 404);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(code, message, 409);
  }
}
export class GoneError extends AppError {
  constructor(message: string) {
    super(ERROR_CODES.gone, message, 410);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(ERROR_CODES.payloadTooLarge, message, 413);
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds = 1) {
    super(ERROR_CODES.rateLimited, message, 429, undefined, retryAfterSeconds);
  }
}
export class UpstreamError extends AppError {
  constructor(message: string, status = 502) {
    super(ERROR_CODES.upstream, message, status);
  }
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    requestId: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into `{ 'a.b': 'message' }` (first message per field). */
export function fieldErrorsFromZod(error: z.core.$ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
