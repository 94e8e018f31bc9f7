/**
 * Replies to a note: a thread under a client's note. The editor replies from the project page, the client
 * from the review page; both see the whole thread. A reply is stored in the project's partition under its
 * note (functions/platform/db/keys.ts `noteReply`), idempotent on the client-made `requestId`.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../forms/email';
import { REPLY_MESSAGES } from '../messages/reply-messages';

/** Who wrote a reply: the project's editor (owner route) or a client holding the review link. */
export const REPLY_AUTHOR_KINDS = ['editor', 'client'] as const;
export type ReplyAuthorKind = (typeof REPLY_AUTHOR_KINDS)[number];

export const REPLY_LIMITS = {
  /** Characters of one reply (after trimming): as a note. */
  bodyMax: 5000,
  /** Replies under one note. */
  perNote: 200,
} as const;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const isoDate = z.iso.datetime({ offset: true });

/** A reply as stored. `notifyEmail`: the address a client left to hear of the editor's replies (never shown to clients). */
export const noteReplySchema = z.object({
  id,
  projectId: id,
  videoId: id,
  noteId: id,
  /** The version of the note replied to (the note's key). */
  noteVersionId: id,
  body: z.string(),
  authorKind: z.enum(REPLY_AUTHOR_KINDS),
  authorLabel: z.string(),
  /** The caller's idempotency key: the same request stores one reply. */
  requestId: z.string(),
  notifyEmail: z.nullable(z.string()),
  createdAt: isoDate,
});
export type NoteReply = z.infer<typeof noteReplySchema>;

/** A reply as both pages see it (no e-mail address, no request id). */
export const threadReplySchema = z.object({
  id,
  noteId: id,
  body: z.string(),
  authorKind: z.enum(REPLY_AUTHOR_KINDS),
  authorLabel: z.string(),
  createdAt: isoDate,
});
export type ThreadReply = z.infer<typeof threadReplySchema>;

export function toThreadReply(reply: NoteReply): ThreadReply {
  return {
    id: reply.id,
    noteId: reply.noteId,
    body: reply.body,
    authorKind: reply.authorKind,
    authorLabel: reply.authorLabel,
    createdAt: reply.createdAt,
  };
}

/**
 * The name an editor's reply or own note is signed with, stored as its label: the acting member's profile
 * name (display name, else full name), else the generic 'Editor'. Taken from the caller's own profile, never
 * from the request body, and never the workspace owner's: an Admin's reply is the Admin's. Items stored
 * before members signed them keep the label they were stored with.
 */
export function memberSignature(profile: { displayName: string | null; fullName: string | null }): string {
  return profile.displayName?.trim() || profile.fullName?.trim() || REPLY_MESSAGES.editorAuthor;
}

/** Oldest first (a thread reads top to bottom); ids (ulids) break ties. */
export function threadOrder<T extends { createdAt: string; id: string }>(replies: readonly T[]): T[] {
  return [...replies].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The body of a reply: trimmed, not blank, at most {@link REPLY_LIMITS.bodyMax} characters. */
export const replyTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, REPLY_MESSAGES.blank),
    z.maxLength(REPLY_LIMITS.bodyMax, REPLY_MESSAGES.tooLong(REPLY_LIMITS.bodyMax)),
  );

/** The optional address a client leaves: trimmed; blank counts as absent. */
export const replyEmailSchema = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, REPLY_MESSAGES.emailInvalid),
    z.refine((v) => v === '' || EMAIL_PATTERN.test(v), REPLY_MESSAGES.emailInvalid),
  ),
);

/**
 * The addresses to tell of an editor's reply on a note's thread: every address the clients left on it, once
 * each (case-insensitive), in the order they were left.
 */
export function threadMailRecipients(replies: readonly NoteReply[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const reply of threadOrder(replies)) {
    const email = reply.authorKind === 'client' ? reply.notifyEmail?.trim() : undefined;
    if (!email) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

/** The review page of a share token (as the SPA's `paths.review`), for links in e-mails. */
export function reviewPageLink(token: string): string {
  return `/Review?token=${encodeURIComponent(token)}`;
}
