import type { AppliedBrand } from '../../../../shared/domain/brand';
import { TEAM_MESSAGES } from '../../../../shared/messages/team-messages';
import type { MailContent } from './mail-content';
import { renderMail } from './mail-layout';
import { mailDateTime } from './link-expiring-mail';

export interface InvitationMailInput {
  inviterName: string;
  workspaceName: string;
  /** The role's label ('Editor'). */
  roleLabel: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
  acceptUrl: string;
  /** The sending workspace's brand in force; null: the product's look. */
  brand?: AppliedBrand | null;
}

/** The invitee's invitation to a workspace: who, which workspace, which role, and the one signed link. */
export function invitationMail(input: InvitationMailInput): Promise<MailContent> {
  const t = TEAM_MESSAGES.mail;
  return renderMail({
    subject: t.subject(input.inviterName, input.workspaceName),
    recipientName: null,
    paragraphs: [
      t.intro(input.inviterName, input.workspaceName, input.roleLabel),
      `${t.expiry} (${mailDateTime(input.expiresAt)})`,
    ],
    action: { label: t.action, url: input.acceptUrl },
    reason: t.why,
    brand: input.brand ?? null,
  });
}
