/**
 * The import (list a Drive folder) outcome: the four statuses of the listing and the texts the wizard shows,
 * plus the mapping of Drive failures to user texts.
 */
import { IMPORT_MESSAGES } from '../messages/import-messages';

export const IMPORT_STATUSES = ['success', 'permission_required', 'folder_not_found', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportListing {
  readonly status: ImportStatus;
  readonly videoCount: number;
  /** The message the listing returned, if any. */
  readonly message?: string | null | undefined;
}

export type ImportOutcome =
  /** Go to step 2 with the listed videos. */
  | { readonly kind: 'preview' }
  /** Stay on step 1 with the "We can't read this folder yet." panel, the message and Rescan. */
  | { readonly kind: 'permission_required'; readonly message: string }
  /** Stay on step 1 with an error. */
  | { readonly kind: 'error'; readonly message: string };

function nonBlank(message: string | null | undefined): string | null {
  return message && message.trim() !== '' ? message : null;
}

/**
 * What the wizard does with a listing: success with videos → preview; success without videos → the returned
 * message or the no-videos text; permission_required → the permission panel (with the returned message, else
 * the no-access text); folder_not_found → the fixed not-found text; error → the returned message or
 * 'An unknown error occurred.'.
 */
export function importOutcome(listing: ImportListing): ImportOutcome {
  const message = nonBlank(listing.message);
  switch (listing.status) {
    case 'success':
      return listing.videoCount > 0
        ? { kind: 'preview' }
        : { kind: 'error', message: message ?? IMPORT_MESSAGES.noVideos };
    case 'permission_required':
      return { kind: 'permission_required', message: message ?? IMPORT_MESSAGES.driveNoAccess };
    case 'folder_not_found':
      return { kind: 'error', message: IMPORT_MESSAGES.folderNotFound };
    case 'error':
      return { kind: 'error', message: message ?? IMPORT_MESSAGES.unknownError };
  }
}

/**
 * The user text for a failed Drive call, from the failure's message (matched as the spec says, case-sensitive):
 * containing 'Invalid' → the invalid-URL text; containing 'permission' or 'access' → the no-access text;
 * otherwise 'Failed to connect to Google Drive: {detail}'.
 */
export function driveErrorMessage(detail: string): string {
  if (detail.includes('Invalid')) return IMPORT_MESSAGES.driveInvalidUrl;
  if (detail.includes('permission') || detail.includes('access')) return IMPORT_MESSAGES.driveNoAccess;
  return IMPORT_MESSAGES.driveConnectFailed(detail);
}
