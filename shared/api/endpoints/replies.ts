/**
 * Replies to a client's note (a thread): the editor replies from the project page (`editor-api`, owner), the
 * client from the review page (`review-api`, the share token). Both are idempotent on the caller's
 * `requestId` (a ULID or a UUID, like note batches), sized like notes, refused on archived projects; the token
 * reaches only its own project's notes and an owner only their own projects' notes.
 */
import * as z from 'zod/mini';
import { replyEmailSchema, replyTextSchema, threadReplySchema } from '../../domain/note-reply';
import { defineEndpoint } from '../endpoint';
import { batchIdSchema, reviewerNameSchema } from './review';

/** A path id (as the project routes' ids; not imported from them, to keep the review route's code light). */
const idParam = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'));

const replyFields = {
  /** Made by the caller: sending the same request twice stores one reply. */
  requestId: batchIdSchema,
  body: replyTextSchema,
};

export const ownerReplyBodySchema = z.object(replyFields);
export type OwnerReplyBody = z.infer<typeof ownerReplyBodySchema>;

export const reviewReplyBodySchema = z.object({
  ...replyFields,
  reviewerName: reviewerNameSchema,
  /** Optional: the editor's replies on this thread are e-mailed there. */
  reviewerEmail: replyEmailSchema,
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

export const replyResponseSchema = z.object({
  reply: threadReplySchema,
  /** False when this request had been stored before (nothing new was written). */
  created: z.boolean(),
});
export type ReplyResponse = z.infer<typeof replyResponseSchema>;

export const replyToNote = defineEndpoint({
  id: 'replyToNote',
  method: 'POST',
  path: '/api/projects/{projectId}/notes/{noteId}/replies',
  caller: 'owner',
  lambda: 'editor-api',
  params: z.object({ projectId: idParam, noteId: idParam }),
  body: ownerReplyBodySchema,
  response: replyResponseSchema,
  summary:
    "The editor replies to a client's note (idempotent by request id); e-mails clients who left an address.",
});

export const replyToReviewNote = defineEndpoint({
  id: 'replyToReviewNote',
  method: 'POST',
  path: '/api/review/{token}/notes/{noteId}/replies',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.object({
    token: z.string().check(z.maxLength(256)),
    noteId: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  body: reviewReplyBodySchema,
  response: replyResponseSchema,
  summary:
    "A client replies on a note's thread (idempotent by request id); notifies the editor in-app and by e-mail (through the project's feedback mail window).",
});

export const replyEndpoints = [replyToNote, replyToReviewNote] as const;
