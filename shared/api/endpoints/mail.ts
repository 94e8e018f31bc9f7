/**
 * E-mail links that work without signing in. The one-click unsubscribe of RFC 8058: mail clients
 * POST to the List-Unsubscribe URL with the body `List-Unsubscribe=One-Click` (ignored: the signed token in
 * the query says everything). POST only, so link scanners that GET every URL unsubscribe nobody.
 */
import * as z from 'zod/mini';
import { mailCategorySchema } from '../../domain/mail-preferences';
import { defineEndpoint } from '../endpoint';

/** Shape only (version, user, kind, expiry, 43-character signature); the signature is checked by the use case. */
export const UNSUBSCRIBE_TOKEN_SHAPE =
  /^v1\.[A-Za-z0-9_-]{1,88}\.[A-Za-z]{1,32}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

export const unsubscribeQuerySchema = z.object({
  token: z.string().check(z.maxLength(200), z.regex(UNSUBSCRIBE_TOKEN_SHAPE, 'Not an unsubscribe link')),
});

export const unsubscribeResponseSchema = z.object({
  status: z.literal('unsubscribed'),
  category: mailCategorySchema,
});

export const unsubscribeFromMail = defineEndpoint({
  id: 'unsubscribeFromMail',
  method: 'POST',
  path: '/api/mail/unsubscribe',
  caller: 'public',
  lambda: 'public-api',
  query: unsubscribeQuerySchema,
  response: unsubscribeResponseSchema,
  summary: 'One-click unsubscribe (RFC 8058): a signed link turns one kind of mail off for one editor.',
});

export const mailEndpoints = [unsubscribeFromMail] as const;
