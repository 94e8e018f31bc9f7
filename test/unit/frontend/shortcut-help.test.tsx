import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortcutHelp } from '../../../frontend/src/features/review/components/shortcut-help';
import { renderApp } from './test-app';

describe("review shortcuts help ('?')", () => {
  it("opens with '?', lists the player's shortcuts, and closes with '?' again", async () => {
    renderApp(<ShortcutHelp />);
    fireEvent.keyDown(window, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Play or pause');
    expect(dialog).toHaveTextContent('One frame forward (pauses)');
    fireEvent.keyDown(window, { key: '?' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("ignores '?' typed in a text field, and opens from its button", async () => {
    renderApp(
      <>
        <textarea aria-label="Your note" />
        <ShortcutHelp />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your note' }), { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
