/** Footage links beyond Google Drive (Dropbox, OneDrive/SharePoint, Box, plain https): what the wizard says. */
import { planFeatureReason } from '../domain/plan-features';

export const FOOTAGE_MESSAGES = {
  linkLabel: 'Link to your footage',
  linkHelp:
    'A Google Drive folder, or a Dropbox, OneDrive, SharePoint, Box or https link to a video or folder.',
  linkRequired: 'Please enter a link to a folder or a video.',
  notALink: "This doesn't look like a link. Paste the whole address, starting with https://.",
  httpsOnly: 'Only https:// links can be imported.',
  unsupported:
    "We can't import from this link. Use a Google Drive folder or a shared Dropbox, OneDrive, SharePoint or Box link, or an https link to a video file.",
  /** The wizard's line under the field for a plan without premium integrations. */
  proAdds:
    'Pro adds Premium integrations: import straight from Dropbox, OneDrive, SharePoint, Box and any https video link.',
  planRequired: planFeatureReason('integrations'),
  /** The recognition line under the field: 'Recognised: Dropbox file'. */
  recognised: (label: string) => `Recognised: ${label}`,
  linkNotFound: "The link looks wrong or it isn't shared publicly. Check the sharing settings and try again.",
  noVideos: 'No video files found behind this link.',
  notAVideo: 'This link does not lead to a video file.',
  tooLarge: (maxGb: number) => `This video is larger than ${maxGb} GB and cannot be imported.`,
  unreachable: "We couldn't reach this link. Try again in a moment.",
  refusedAddress: 'This link points to an address we cannot fetch from.',
  /** The version's note when the copy failed and only the original link is kept. */
  downloadFallbackNote: 'Video kept as a link to its source (download failed)',
} as const;
