/**
 * Account deletion (`editor-api`, caller `owner`): the password is entered again and checked against the
 * user pool; then the subscription is cancelled, the profile is marked for deletion and an erasure job is
 * queued. The job deletes every item and object of the user (resumable after a crash) and then the
 * user-pool user.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(256) });

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

export const accountEndpoints = [deleteAccount] as const;
