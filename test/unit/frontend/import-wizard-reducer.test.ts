import { describe, expect, it } from 'vitest';
import {
  chosenVideos,
  initialWizardState,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from '../../../frontend/src/features/import/lib/import-wizard';

const video = (n: number) => ({
  id: `V${n}`,
  name: `clip-${n}.mp4`,
  title: `clip-${n}`,
  mimeType: 'video/mp4',
  thumbnailLink: null,
  webViewLink: null,
  size: n,
  previewUrl: `http://drive.test/preview/${n}`,
});

const run = (events: WizardEvent[], from: WizardState = initialWizardState) =>
  events.reduce(wizardReducer, from);

describe('import wizard transitions', () => {
  it('starts on step 1 with the default project name', () => {
    expect(initialWizardState.step).toBe(0);
    expect(initialWizardState.name).toBe('Video Review Project');
  });

  it('1 → 2 on a listing, every video pre-selected', () => {
    const s = run([{ type: 'listed', videos: [video(1), video(2)] }]);
    expect(s.step).toBe(1);
    expect([...s.selected]).toEqual(['V1', 'V2']);
  });

  it('stays on 1 with the permission panel, and clears it on the next listing', () => {
    const s = run([{ type: 'permission_required', message: 'Private' }]);
    expect(s).toMatchObject({ step: 0, permissionMessage: 'Private' });
    expect(run([{ type: 'listed', videos: [video(1)] }], s).permissionMessage).toBeNull();
  });

  it('a failed listing returns to step 1 with the message (also from a rescan on step 2)', () => {
    const s = run([
      { type: 'listed', videos: [video(1)] },
      { type: 'listing_failed', message: 'Gone' },
    ]);
    expect(s).toMatchObject({ step: 0, folderError: 'Gone', permissionMessage: null });
  });

  it('2 → 3 needs at least one selected video', () => {
    const none = run([
      { type: 'listed', videos: [video(1)] },
      { type: 'video_toggled', id: 'V1' },
      { type: 'continue' },
    ]);
    expect(none).toMatchObject({ step: 1, previewError: 'Please select at least one video' });
    const one = run([{ type: 'video_toggled', id: 'V1' }, { type: 'continue' }], none);
    expect(one.step).toBe(2);
    expect(one.previewError).toBeNull();
    expect(chosenVideos(one).map((v) => v.id)).toEqual(['V1']);
  });

  it('3 → 4 needs both names (trimmed); a failure returns to 3 with the message', () => {
    const details = run([{ type: 'listed', videos: [video(1)] }, { type: 'continue' }]);
    const blank = run(
      [{ type: 'client_name_changed', clientName: '   ' }, { type: 'create_started' }],
      details,
    );
    expect(blank).toMatchObject({ step: 2, createError: 'Please fill in all required fields' });
    const creating = run(
      [{ type: 'client_name_changed', clientName: 'Acme' }, { type: 'create_started' }],
      blank,
    );
    expect(creating).toMatchObject({ step: 3, createError: null });
    expect(run([{ type: 'create_failed', message: 'Failed' }], creating)).toMatchObject({
      step: 2,
      createError: 'Failed',
    });
  });

  it('Back goes 3 → 2 → 1 and no further; Continue and Create do nothing on other steps', () => {
    const details = run([{ type: 'listed', videos: [video(1)] }, { type: 'continue' }]);
    expect(run([{ type: 'back' }], details).step).toBe(1);
    expect(run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], details).step).toBe(0);
    expect(run([{ type: 'continue' }]).step).toBe(0);
    expect(run([{ type: 'create_started' }]).step).toBe(0);
  });

  it('editing the link clears its error; the Drive token is kept for rescans', () => {
    const s = run([
      { type: 'folder_invalid', message: 'Bad' },
      { type: 'url_changed', url: 'x' },
      { type: 'drive_connected', token: 't' },
    ]);
    expect(s).toMatchObject({ folderError: null, url: 'x', driveToken: 't' });
  });
});
