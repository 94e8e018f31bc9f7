import { renderMail } from './mail-layout';
import type { MailContent } from './mail-content';

export interface VideoApprovedMailInput {
  ownerName: string | null;
  projectName: string;
  videoTitle: string;
  versionNumber: number;
  reviewerLabel: string;
  approvedCount: number;
  videoCount: number;
  projectUrl: string;
}

export function videoApprovedMail(input: VideoApprovedMailInput): MailContent {
  return renderMail({
    subject: `${input.reviewerLabel} approved "${input.videoTitle}" (${input.projectName})`,
    recipientName: input.ownerName,
    paragraphs: [
      `${input.reviewerLabel} approved "${input.videoTitle}" (version ${input.versionNumber}) in "${input.projectName}".`,
      `${input.approvedCount} of ${input.videoCount} videos are approved.`,
    ],
    action: { label: 'Open the project', url: input.projectUrl },
  });
}
