/**
 * Step 1 for every link that is not a Drive folder: what the link is (the shared parser), whether the plan
 * includes its source, and its listing — a single Drive file through the Drive look-up, a Dropbox, OneDrive,
 * SharePoint, Box or https link through the footage listing (Pro). A Drive folder keeps the Drive scan.
 */
import type { Dispatch } from 'react';
import type { DriveFile, DriveListStatus } from '../../../../../shared/api/endpoints/drive';
import { parseFootageLink } from '../../../../../shared/domain/footage/footage-link';
import { planAllowsSource } from '../../../../../shared/domain/footage/footage-source';
import { driveErrorMessage, importOutcome } from '../../../../../shared/domain/import-result';
import type { PlanLevel } from '../../../../../shared/domain/status-values';
import { FOOTAGE_MESSAGES } from '../../../../../shared/messages/footage-messages';
import { isApiError } from '../../../lib/api-error';
import { useGetDriveFile, useListFootageLink } from '../api/list-footage-link';
import type { WizardEvent } from './import-wizard';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function useLinkScan(url: string, plan: PlanLevel | undefined, dispatch: Dispatch<WizardEvent>) {
  const footage = useListFootageLink();
  const files = useGetDriveFile();
  const link = parseFootageLink(url);
  const locked = link.ok && plan !== undefined && !planAllowsSource(plan, link.source);

  const onListed = (result: { status: DriveListStatus; videos: DriveFile[]; message: string }) => {
    const outcome = importOutcome({
      status: result.status,
      videoCount: result.videos.length,
      message: result.message,
    });
    if (outcome.kind === 'preview') dispatch({ type: 'listed', videos: result.videos });
    else if (outcome.kind === 'permission_required')
      dispatch({ type: 'permission_required', message: outcome.message });
    else dispatch({ type: 'listing_failed', message: outcome.message });
  };
  const onError = (error: unknown) =>
    dispatch({
      type: 'listing_failed',
      // The plan refusal says its own reason; anything else is a listing that failed.
      message:
        isApiError(error) && error.status === 403
          ? error.message
          : driveErrorMessage(isApiError(error) ? error.message : String(error)),
    });

  /** Handles the link when it is not a Drive folder (true), else leaves it to the Drive scan (false). */
  const scanLink = (): boolean => {
    if (!link.ok) {
      // A link of a kind no source reads says so; a bare id or a Drive link keeps the Drive texts.
      if (link.error === 'empty' || link.error === 'invalid_drive' || !HAS_SCHEME.test(url.trim()))
        return false;
      dispatch({ type: 'folder_invalid', message: link.message });
      return true;
    }
    if (link.source === 'drive' && link.kind === 'folder') return false;
    if (locked) {
      dispatch({ type: 'folder_invalid', message: FOOTAGE_MESSAGES.planRequired });
      return true;
    }
    dispatch({ type: 'scan_started' });
    if (link.source === 'drive') {
      files.mutate(link.driveId ?? '', {
        onSuccess: (result) =>
          onListed({
            status: result.status === 'not_found' ? 'folder_not_found' : result.status,
            videos: result.file ? [result.file] : [],
            message: result.message,
          }),
        onError,
      });
    } else footage.mutate(url.trim(), { onSuccess: onListed, onError });
    return true;
  };

  return {
    recognition: { link, locked },
    busy: footage.isPending || files.isPending,
    scanLink,
    /** A listing's answer as the wizard's next state (every source, Drive folders too). */
    onListed,
  };
}
