/**
 * The review page's overlays, each loaded the first time it opens: a first visit watches the video, and the
 * name dialog, the phone's sheets and the shortcuts help are not needed to paint it.
 */
import { lazyOverlay } from '../../../components/feedback/lazy-overlays';
import type { ActionsSheetProps } from './actions-sheet';
import type { NameDialogProps } from './name-dialog';
import type { QuickNoteSheetProps } from './quick-note-sheet';
import type { ShortcutsDialogProps } from './shortcuts-dialog';

export const LazyNameDialog = lazyOverlay<NameDialogProps>(() =>
  import('./name-dialog').then((m) => ({ default: m.NameDialog })),
);
export const LazyQuickNoteSheet = lazyOverlay<QuickNoteSheetProps>(() =>
  import('./quick-note-sheet').then((m) => ({ default: m.QuickNoteSheet })),
);
export const LazyActionsSheet = lazyOverlay<ActionsSheetProps>(() =>
  import('./actions-sheet').then((m) => ({ default: m.ActionsSheet })),
);
export const LazyShortcutsDialog = lazyOverlay<ShortcutsDialogProps>(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);
