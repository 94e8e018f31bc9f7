/** The user text for a failed project mutation: archived (409), the plan cap (409, its message), rate limited (429), else the fallback. */
import { ERROR_CODES } from '../../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { isApiError } from '../../lib/api-error';

export function mutationErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 429) return COMMON_MESSAGES.rateLimitTryAgain;
    if (error.code === ERROR_CODES.archived) return COMMON_MESSAGES.archivedProject;
    // The cap's own message (it names the plan and its limit).
    if (error.code === ERROR_CODES.planLimit) return error.message;
    if (error.code === ERROR_CODES.noteLimit) return error.message;
    if (error.status === 400 && error.message && error.fields)
      return Object.values(error.fields)[0] ?? fallback;
  }
  return fallback;
}
