import { renderMail } from './mail-layout';
import type { MailContent } from './mail-content';

export interface ProjectApprovedMailInput {
  ownerName: string | null;
  projectName: string;
  clientDisplayName: string;
  videoCount: number;
  projectUrl: string;
}

export function projectApprovedMail(input: ProjectApprovedMailInput): MailContent {
  const videos = input.videoCount === 1 ? '1 video' : `${input.videoCount} videos`;
  return renderMail({
    subject: `"${input.projectName}" is approved`,
    recipientName: input.ownerName,
    paragraphs: [
      `${input.clientDisplayName} approved every video of "${input.projectName}" (${videos}).`,
      'The project is ready to archive.',
    ],
    action: { label: 'Open the project', url: input.projectUrl },
  });
}
