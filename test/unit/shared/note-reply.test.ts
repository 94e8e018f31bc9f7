import { describe, expect, it } from 'vitest';
import {
  memberSignature,
  REPLY_LIMITS,
  replyEmailSchema,
  replyTextSchema,
  reviewPageLink,
  threadMailRecipients,
  threadOrder,
  type NoteReply,
} from '../../../shared/domain/note-reply';
import { noteReplyNotification } from '../../../shared/domain/notification-texts';

const reply = (over: Partial<NoteReply>): NoteReply => ({
  id: 'r',
  projectId: 'p',
  videoId: 'v',
  noteId: 'n',
  noteVersionId: 'ver',
  body: 'b',
  authorKind: 'client',
  authorLabel: 'Carla',
  requestId: 'q',
  notifyEmail: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('note replies', () => {
  it('orders a thread oldest first, ids breaking ties', () => {
    const a = reply({ id: '01B', createdAt: '2026-11-20T10:00:00.000Z' });
    const b = reply({ id: '01A', createdAt: '2026-11-20T10:00:00.000Z' });
    const c = reply({ id: '00Z', createdAt: '2026-11-20T09:00:00.000Z' });
    expect(threadOrder([a, b, c]).map((r) => r.id)).toEqual(['00Z', '01A', '01B']);
  });

  it("mails the clients' addresses on a thread once each, never an editor's", () => {
    const thread = [
      reply({ id: '1', notifyEmail: 'Carla@Example.com' }),
      reply({ id: '2', authorKind: 'editor', notifyEmail: 'editor@example.com' }),
      reply({ id: '3', notifyEmail: 'carla@example.com', createdAt: '2026-11-20T11:00:00.000Z' }),
      reply({ id: '4', notifyEmail: null }),
      reply({ id: '5', notifyEmail: 'dan@example.com', createdAt: '2026-11-20T12:00:00.000Z' }),
    ];
    expect(threadMailRecipients(thread)).toEqual(['Carla@Example.com', 'dan@example.com']);
    expect(threadMailRecipients([])).toEqual([]);
  });

  it('validates and sizes the body like a note; the address is optional', () => {
    expect(replyTextSchema.safeParse('  ok ').data).toBe('ok');
    expect(replyTextSchema.safeParse('   ').success).toBe(false);
    expect(replyTextSchema.safeParse('x'.repeat(REPLY_LIMITS.bodyMax)).success).toBe(true);
    expect(replyTextSchema.safeParse('x'.repeat(REPLY_LIMITS.bodyMax + 1)).success).toBe(false);
    expect(replyEmailSchema.safeParse(undefined).success).toBe(true);
    expect(replyEmailSchema.safeParse('  ').success).toBe(true);
    expect(replyEmailSchema.safeParse('a@b.co').success).toBe(true);
    expect(replyEmailSchema.safeParse('a@b').success).toBe(false);
  });

  it("links the review page and words the editor's notification", () => {
    expect(reviewPageLink('ab cd')).toBe('/Review?token=ab%20cd');
    expect(
      noteReplyNotification({
        projectId: 'p1',
        projectName: 'Spot',
        videoTitle: 'intro.mp4',
        reviewer: 'Carla',
      }),
    ).toEqual({
      type: 'new_feedback',
      title: 'New reply from your client',
      body: 'Carla replied on a note of "intro.mp4" in "Spot".',
      link: '/Project?id=p1',
    });
  });
});

describe('who an editor’s reply or note is signed by', () => {
  it('is the acting member’s display name, else full name, else the generic label', () => {
    expect(memberSignature({ displayName: ' Ada ', fullName: 'Ada Lovelace' })).toBe('Ada');
    expect(memberSignature({ displayName: '  ', fullName: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(memberSignature({ displayName: null, fullName: null })).toBe('Editor');
  });
});
