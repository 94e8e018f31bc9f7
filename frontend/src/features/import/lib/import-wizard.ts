/**
 * The import wizard's state and its transitions, as one reducer: 1 folder → 2 preview → 3 details →
 * 4 creating. The page dispatches events; the rules of which step follows which live here (and are tested
 * without React).
 */
import type { DriveFile } from '../../../../../shared/api/endpoints/drive';
import { IMPORT_MESSAGES } from '../../../../../shared/messages/import-messages';

export type WizardStep = 0 | 1 | 2 | 3;

export interface WizardState {
  step: WizardStep;
  url: string;
  folderError: string | null;
  permissionMessage: string | null;
  videos: DriveFile[];
  selected: ReadonlySet<string>;
  previewError: string | null;
  name: string;
  clientName: string;
  createError: string | null;
  /** The editor's Drive token (Connect Google Drive): memory only, sent only with the listing. */
  driveToken: string | null;
}

export type WizardEvent =
  | { type: 'url_changed'; url: string }
  | { type: 'folder_invalid'; message: string }
  | { type: 'scan_started' }
  | { type: 'listed'; videos: DriveFile[] }
  | { type: 'permission_required'; message: string }
  | { type: 'listing_failed'; message: string }
  | { type: 'drive_connected'; token: string }
  | { type: 'video_toggled'; id: string }
  | { type: 'back' }
  | { type: 'continue' }
  | { type: 'name_changed'; name: string }
  | { type: 'client_name_changed'; clientName: string }
  | { type: 'create_started' }
  | { type: 'create_failed'; message: string };

export const initialWizardState: WizardState = {
  step: 0,
  url: '',
  folderError: null,
  permissionMessage: null,
  videos: [],
  selected: new Set(),
  previewError: null,
  name: IMPORT_MESSAGES.defaultProjectName,
  clientName: '',
  createError: null,
  driveToken: null,
};

/** The videos chosen on step 2, in listing order. */
export function chosenVideos(state: WizardState): DriveFile[] {
  return state.videos.filter((v) => state.selected.has(v.id));
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'url_changed':
      return { ...state, url: event.url, folderError: null };
    case 'folder_invalid':
      return { ...state, folderError: event.message, permissionMessage: null };
    case 'scan_started':
      return { ...state, folderError: null };
    case 'listed':
      // 1 → 2 on a successful listing; every video pre-selected.
      return {
        ...state,
        step: 1,
        permissionMessage: null,
        videos: event.videos,
        selected: new Set(event.videos.map((v) => v.id)),
        previewError: null,
      };
    case 'permission_required':
      return { ...state, step: 0, permissionMessage: event.message };
    case 'listing_failed':
      return { ...state, step: 0, permissionMessage: null, folderError: event.message };
    case 'drive_connected':
      return { ...state, driveToken: event.token };
    case 'video_toggled': {
      const selected = new Set(state.selected);
      if (selected.has(event.id)) selected.delete(event.id);
      else selected.add(event.id);
      return { ...state, selected, previewError: null };
    }
    case 'back':
      return state.step === 1 || state.step === 2
        ? { ...state, step: (state.step - 1) as WizardStep }
        : state;
    case 'continue':
      // 2 → 3 needs at least one selected video.
      if (state.step !== 1) return state;
      if (chosenVideos(state).length === 0)
        return { ...state, previewError: IMPORT_MESSAGES.selectAtLeastOneVideo };
      return { ...state, step: 2 };
    case 'name_changed':
      return { ...state, name: event.name, createError: null };
    case 'client_name_changed':
      return { ...state, clientName: event.clientName, createError: null };
    case 'create_started':
      // 3 → 4 only with both fields filled (trimmed).
      if (state.step !== 2) return state;
      if (!state.name.trim() || !state.clientName.trim())
        return { ...state, createError: IMPORT_MESSAGES.requiredFields };
      return { ...state, step: 3, createError: null };
    case 'create_failed':
      // Back to 3 on failure, with the message.
      return { ...state, step: 2, createError: event.message };
  }
}
