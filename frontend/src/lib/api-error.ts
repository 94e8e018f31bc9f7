/** The typed error the API client throws; hooks and components turn it into UI (never the transport). */
import type { FieldErrors } from '../../../shared/errors/app-error';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer (network) or the answer broke the contract. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly requestId?: string,
    /** The raw JSON body of a non-2xx answer that was not an `{ error }` body (e.g. a 503 health report). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
  get isNotFoundLike(): boolean {
    return this.status === 404 || this.status === 401 || this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}
