import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoteThread, type ReplyInput } from '../../../frontend/src/components/feedback/note-thread';
import type { ThreadReply } from '../../../shared/domain/note-reply';
import { REPLY_LIMITS } from '../../../shared/domain/note-reply';
import { REPLY_MESSAGES } from '../../../shared/messages/reply-messages';
import { renderApp } from './test-app';

const replies: ThreadReply[] = [
  {
    id: 'r1',
    noteId: 'n1',
    body: 'Bigger how?',
    authorKind: 'editor',
    authorLabel: 'Rita',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'r2',
    noteId: 'n1',
    body: 'Twice as big',
    authorKind: 'client',
    authorLabel: 'Carla',
    createdAt: '2026-11-20T11:00:00.000Z',
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('NoteThread', () => {
  it('shows the thread oldest first with who wrote each reply (the viewer reads "You")', () => {
    renderApp(<NoteThread replies={replies} viewer="client" onReply={null} />);
    const items = screen.getAllByTestId('thread-reply');
    expect(items.map((i) => i.textContent)).toEqual(['Bigger how?Rita (Editor)', 'Twice as bigYou']);
    // Read-only (archived): no reply button.
    expect(screen.queryByRole('button', { name: REPLY_MESSAGES.replyButton })).toBeNull();
  });

  it('refuses a blank reply, sends a trimmed one with a request id, and closes', async () => {
    const onReply = vi.fn<(input: ReplyInput) => Promise<void>>().mockResolvedValue(undefined);
    renderApp(<NoteThread replies={[]} viewer="editor" onReply={onReply} />);
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.replyButton }));
    fireEvent.click(await screen.findByRole('button', { name: REPLY_MESSAGES.send }));
    expect(await screen.findByText(REPLY_MESSAGES.blank)).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();

    fireEvent.change(await screen.findByRole('textbox', { name: REPLY_MESSAGES.replyLabel }), {
      target: { value: '  Done in v2  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.send }));
    await waitFor(() => expect(onReply).toHaveBeenCalledTimes(1));
    expect(onReply.mock.calls[0]?.[0]).toEqual({
      requestId: expect.stringMatching(UUID),
      body: 'Done in v2',
    });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('keeps the request id when retrying the same text after a failure, and shows the error', async () => {
    const onReply = vi
      .fn<(input: ReplyInput) => Promise<void>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined);
    renderApp(<NoteThread replies={[]} viewer="editor" onReply={onReply} />);
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.replyButton }));
    const box = await screen.findByRole('textbox', { name: REPLY_MESSAGES.replyLabel });
    fireEvent.change(box, { target: { value: 'Once' } });
    // Ctrl+Enter sends.
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(REPLY_MESSAGES.sendFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.send }));
    await waitFor(() => expect(onReply).toHaveBeenCalledTimes(2));
    const [first, second] = onReply.mock.calls.map((c) => c[0]);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('lets a client leave an address, and refuses a malformed one', async () => {
    const onReply = vi.fn<(input: ReplyInput) => Promise<void>>().mockResolvedValue(undefined);
    renderApp(<NoteThread replies={[]} viewer="client" askEmail onReply={onReply} />);
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.replyButton }));
    fireEvent.change(await screen.findByRole('textbox', { name: REPLY_MESSAGES.replyLabel }), {
      target: { value: 'Thanks' },
    });
    const email = screen.getByRole('textbox', { name: REPLY_MESSAGES.emailLabel });
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.send }));
    expect(await screen.findByText(REPLY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: ' carla@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.send }));
    await waitFor(() =>
      expect(onReply).toHaveBeenCalledWith(
        expect.objectContaining({ body: 'Thanks', email: 'carla@example.com' }),
      ),
    );
  });

  it('refuses an overlong reply with the limit', async () => {
    const onReply = vi.fn<(input: ReplyInput) => Promise<void>>().mockResolvedValue(undefined);
    renderApp(<NoteThread replies={[]} viewer="editor" onReply={onReply} />);
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.replyButton }));
    fireEvent.change(await screen.findByRole('textbox', { name: REPLY_MESSAGES.replyLabel }), {
      target: { value: 'x'.repeat(REPLY_LIMITS.bodyMax + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: REPLY_MESSAGES.send }));
    expect(await screen.findByText(REPLY_MESSAGES.tooLong(REPLY_LIMITS.bodyMax))).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();
  });
});
