/**
 * Account deletion (`editor-api`, caller `owner`): the password is entered again and checked against the
 * user pool; then the subscription is cancelled, the profile is marked for deletion and an erasure job is
 * queued. The job deletes every item and object of the user (resumable after a crash) and then the
 * user-pool user.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

export const deleteAccountBodySchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** Deactivate / Reactivate answer the account's state: when it was deactivated, or null when active. */
export const accountActivitySchema = z.object({
  deactivatedAt: z.nullable(z.iso.datetime({ offset: true })),
});

export const deleteAccount = defineEndpoint({
  id: 'deleteAccount',
  method: 'POST',
  path: '/api/account/delete',
  caller: 'owner',
  lambda: 'editor-api',
  body: deleteAccountBodySchema,
  response: z.object({ status: z.literal('deleting') }),
  successStatus: 202,
  summary: 'Deletes the caller’s account (password re-entered): cancels billing, queues the erasure job.',
});

/**
 * Deactivate Account (Settings › Danger Zone): while deactivated the caller's review links answer 'Review
 * link not found' and no owner mail is sent; data is kept and signing in still works. Idempotent.
 */
export const deactivateAccount = defineEndpoint({
  id: 'deactivateAccount',
  method: 'POST',
  path: '/api/account/deactivate',
  caller: 'owner',
  lambda: 'editor-api',
  response: accountActivitySchema,
  summary: 'Deactivates the caller’s account: review links stop answering, no owner mail; data kept.',
});

/** Reactivate Account: every review link of the caller answers again and owner mail resumes. Idempotent. */
export const reactivateAccount = defineEndpoint({
  id: 'reactivateAccount',
  method: 'POST',
  path: '/api/account/reactivate',
  caller: 'owner',
  lambda: 'editor-api',
  response: accountActivitySchema,
  summary: 'Reactivates the caller’s account: review links answer again, owner mail resumes.',
});

export const accountEndpoints = [deleteAccount, deactivateAccount, reactivateAccount] as const;
