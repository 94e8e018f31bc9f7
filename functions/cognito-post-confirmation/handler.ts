/**
 * Cognito post-confirmation trigger: creates the profile with the full name given at sign-up (as full and
 * display name), idempotently. It also fires after a password reset (ConfirmForgotPassword): then it does
 * nothing. The local user pool (cognito-local) runs it too, through the local Lambda endpoint.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import * as z from '../platform/zod';
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { createProfileIfAbsent } from '../projects';

const attributesSchema = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(64)),
  email: z.string().check(z.minLength(3)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export function makePostConfirmationHandler(db: () => DbPort, now: () => Date = () => new Date()) {
  return async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = attributesSchema.parse(event.request.userAttributes);
    await createProfileIfAbsent(db(), {
      id: attributes.sub,
      email: attributes.email,
      fullName: attributes.name ? attributes.name : null,
      createdAt: now().toISOString(),
    });
    return event;
  };
}

let db: DbPort | undefined;
export const handler = makePostConfirmationHandler(() => {
  db ??= { doc: documentClient(), tableName: tableName() };
  return db;
});
