/**
 * Signs and checks invitation links (the rule and the wire form: shared/domain/team.ts). HMAC-SHA256 with the
 * product's mail-link secrets: the first signs, every one verifies (a rotation keeps sent links working).
 * Compared in constant time; the signature is checked before anything else is believed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  formatInvitationToken,
  invitationSigningInput,
  parseInvitationToken,
  type InvitationClaim,
} from '../../shared/domain/team';

type Unsigned = Omit<InvitationClaim, 'signature'>;

const sign = (secret: string, claim: Unsigned) =>
  createHmac('sha256', secret).update(invitationSigningInput(claim)).digest();

/** A fresh nonce for a new (or re-sent) invitation: only the newest link works. */
export function newInvitationNonce(): string {
  return randomBytes(12).toString('base64url');
}

export function signInvitationToken(secrets: readonly string[], claim: Unsigned): string {
  const [secret] = secrets;
  if (!secret) throw new Error('no secret to sign invitation links');
  return formatInvitationToken({ ...claim, signature: sign(secret, claim).toString('base64url') });
}

/** The claim of a well-formed, correctly signed token (expiry and use are the store's conditions). */
export function verifyInvitationToken(secrets: readonly string[], token: string): Unsigned | null {
  const claim = parseInvitationToken(token);
  if (!claim) return null;
  const given = Buffer.from(claim.signature, 'base64url');
  const { signature: _signature, ...unsigned } = claim;
  const valid = secrets.some((secret) => {
    const expected = sign(secret, unsigned);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? unsigned : null;
}
