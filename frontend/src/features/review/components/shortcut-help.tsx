/**
 * The desktop player's keyboard shortcuts in a help overlay: opened with '?' (outside text fields) or the
 * button under the player, closed with Escape, '?' or Close.
 */
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { LazyShortcutsDialog } from './review-overlays';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      // Another dialog (the name dialog) owns the keyboard.
      if (!open && document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog" sx={{ mt: 1 }}>
        {REVIEW_MESSAGES.shortcutsButton}
      </Button>
      <LazyShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
