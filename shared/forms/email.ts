/**
 * The e-mail address of every edge that takes one (login, register, forgot password, contact, a client's
 * reply address): required, then the one strict address rule below.
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '../messages/auth-messages';

/** A local part's word: letters, digits and `_ ' + -` (no `? & = % # /`, which mean something in a link). */
const LOCAL_WORD = "[A-Za-z0-9_'+-]+";
/** A host name label: letters, digits and inner hyphens, 63 characters at most. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** The top-level label: letters only (the spec's x@y.z), or an internationalised one in punycode. */
const TOP_LABEL = '(?:[A-Za-z]{1,63}|xn--[A-Za-z0-9-]{1,59})';

/**
 * Strict x@y.z: dot-separated words before the '@' (64 characters at most, no leading, trailing or double
 * dot), host name labels after it. Nothing else: no spaces, quotes, brackets, a second '@', or a '?' or '&'
 * that would smuggle headers (cc, body) into a mailto link or a mail.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${LOCAL_WORD}(?:\\.${LOCAL_WORD})*@(?:${LABEL}\\.)+${TOP_LABEL}$`,
);

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH_MESSAGES.emailRequired }),
    z.regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid }),
  );
