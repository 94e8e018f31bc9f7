/**
 * The invitation mail: made when the event is told (never in the API request), with the accept link signed
 * here from the event's fields. Claimed once per event, so a redelivered stream batch mails nobody twice.
 */
import type { DomainEventOf } from '../../../shared/domain/domain-events';
import { invitationLink } from '../../../shared/domain/team';
import { WORKSPACE_ROLE_LABELS } from '../../../shared/domain/workspace';
import { signInvitationToken } from '../../team';
import { invitationMail } from '../mail/templates/invitation-mail';
import { sendMailSafely } from '../mail/send-mail-safely';
import type { NotifyPorts } from '../ports';
import { absoluteAppUrl } from './event-alerts';
import { mailLookOf } from './mail-look';
import { MailNotSentError, type OwnerMailOutcome } from './owner-alerts';

export async function mailInvitation(
  ports: NotifyPorts,
  event: DomainEventOf<'member_invited'>,
): Promise<OwnerMailOutcome> {
  if (!ports.linkSecrets) throw new Error('notify: no mail-link secret to sign the invitation link');
  // Before the claim: a failed read leaves the event to the stream's retry with nothing claimed.
  const look = await mailLookOf(ports, event.workspaceId);
  const claim = await ports.store.claimMail(event.id, event.at);
  if (claim === 'done') return 'done-before';
  const token = signInvitationToken(await ports.linkSecrets(), {
    workspaceId: event.workspaceId,
    invitationId: event.invitationId,
    nonce: event.nonce,
    expiresAt: Math.floor(Date.parse(event.expiresAt) / 1000),
  });
  const content = await invitationMail({
    inviterName: event.inviterName,
    workspaceName: event.workspaceName,
    roleLabel: WORKSPACE_ROLE_LABELS[event.role],
    expiresAt: event.expiresAt,
    acceptUrl: absoluteAppUrl(ports.appUrl, invitationLink(token)),
    brand: look.brand,
  });
  if (
    !(await sendMailSafely(ports.mail, { to: event.email, fromName: look.fromName, ...content }, ports.log))
  ) {
    await ports.store.releaseMail(event.id);
    throw new MailNotSentError('invitation mail not sent');
  }
  await ports.store.finishMail(event.id);
  return 'sent';
}
