/**
 * A valid request for every owner route of the contract, built on the first user's data: the authorization
 * and fuzz tests walk the contract table and use these, so a route added later without a sample makes them
 * fail with a message saying so (rather than being skipped).
 */
import type { Endpoint } from '../../../../shared/api/endpoint';
import type { ProjectDetail } from '../../../../shared/api/endpoints/projects';
import {
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_FOLDERS,
} from '../../../../infra/local/drive-stand-in/drive-fixtures';
import { FOOTAGE_STAND_IN_LINKS } from '../../../../infra/local/footage-stand-in/footage-fixtures';
import type { CallOptions } from './editor-client';
import { sampleSelection } from './fixtures';

export interface OwnerData {
  userId: string;
  detail: ProjectDetail;
  videoId: string;
  noteId: string;
  notificationId: string;
}

type Sample = (data: OwnerData) => Omit<CallOptions, 'token'>;

const fileLink = (i: number) => `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[i]}/view`;

export const OWNER_SAMPLES: Record<string, Sample> = {
  listProjects: () => ({ query: { filter: 'all', limit: 10 } }),
  getProject: (d) => ({ params: { projectId: d.detail.project.id } }),
  createProject: () => ({
    body: { name: 'Walk', clientDisplayName: 'Walk Client', videos: sampleSelection(1) },
  }),
  renameProject: (d) => ({
    params: { projectId: d.detail.project.id },
    body: { name: 'Renamed by someone else', clientDisplayName: 'X' },
  }),
  archiveProject: (d) => ({ params: { projectId: d.detail.project.id } }),
  getProjectFollow: (d) => ({ params: { projectId: d.detail.project.id } }),
  setProjectFollow: (d) => ({ params: { projectId: d.detail.project.id }, body: { following: true } }),
  restoreProject: (d) => ({ params: { projectId: d.detail.project.id } }),
  approveProject: (d) => ({ params: { projectId: d.detail.project.id } }),
  extendReviewLink: (d) => ({ params: { projectId: d.detail.project.id } }),
  regenerateReviewLink: (d) => ({ params: { projectId: d.detail.project.id } }),
  setReviewLinkExpiry: (d) => ({
    params: { projectId: d.detail.project.id },
    body: { expiry: { kind: 'days', days: 10 } },
  }),
  updateReviewLinkSettings: (d) => ({
    params: { projectId: d.detail.project.id },
    body: { downloadsAllowed: true },
  }),
  setReviewLinkPassword: (d) => ({
    params: { projectId: d.detail.project.id },
    body: { password: 'sample-password' },
  }),
  setVideoStatus: (d) => ({
    params: { projectId: d.detail.project.id, videoId: d.videoId },
    body: { status: 'approved' },
  }),
  addVideo: (d) => ({ params: { projectId: d.detail.project.id }, body: { fileUrl: fileLink(2) } }),
  addVideoVersion: (d) => ({
    params: { projectId: d.detail.project.id, videoId: d.videoId },
    body: { fileUrl: fileLink(3) },
  }),
  updateVideoNotes: (d) => ({
    params: { projectId: d.detail.project.id, videoId: d.videoId },
    body: { notes: 'mine now' },
  }),
  listVersionNotes: (d) => ({
    params: { projectId: d.detail.project.id, versionId: d.detail.videos[0]?.currentVersionId ?? 'none' },
  }),
  setNoteStatus: (d) => ({
    params: { projectId: d.detail.project.id, noteId: d.noteId },
    body: { status: 'completed' },
  }),
  replyToNote: (d) => ({
    params: { projectId: d.detail.project.id, noteId: d.noteId },
    body: { requestId: '01JREPXYSAMPXE000000000000', body: 'A reply from someone else' },
  }),
  addOwnerNote: (d) => ({
    params: { projectId: d.detail.project.id, videoId: d.detail.videos[0]?.id ?? 'none' },
    body: {
      requestId: '01JQWNXNQTESAMPXE000000000',
      videoVersionId: d.detail.videos[0]?.currentVersionId ?? 'none',
      body: 'A note from someone else',
      timecodeMs: 1000,
    },
  }),
  listNotifications: () => ({}),
  markNotificationRead: (d) => ({ params: { notificationId: d.notificationId } }),
  markAllNotificationsRead: () => ({}),
  dismissReminder: (d) => ({ params: { notificationId: d.notificationId } }),
  listProjectActivity: (d) => ({ params: { projectId: d.detail.project.id } }),
  getDashboard: () => ({}),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { displayName: 'Second User' } }),
  setProfileTimeZone: () => ({ body: { timeZone: 'Europe/Berlin' } }),
  updatePreferences: () => ({ body: { timeDisplay: 'timecode' } }),
  // The caller's own address only.
  clearMailSuppression: () => ({}),
  updateMailPreferences: () => ({
    body: { clientActivity: 'off', reminders: 'instant', linkExpiry: 'instant' },
  }),
  exportVersionMarkers: (d) => ({
    params: { projectId: d.detail.project.id, videoId: d.videoId },
    query: { format: 'csv' },
  }),
  exportProjectMarkers: (d) => ({ params: { projectId: d.detail.project.id }, query: { format: 'edl' } }),
  requestAvatarUpload: () => ({ body: { contentType: 'image/png', size: 1024 } }),
  confirmAvatar: (d) => ({ body: { key: `avatars/${d.userId}/01JAVATARSAMPLE0000000000` } }),
  // Billing: a checkout and a portal are for the caller's own customer only.
  createCheckout: () => ({ body: { priceKey: 'basic_monthly' } }),
  createPortalSession: () => ({}),
  // Plan changes act on the caller's own subscription (none here: refused with 409, nothing changes).
  previewPlanChange: () => ({ body: { priceKey: 'pro_monthly' } }),
  changePlan: () => ({ body: { priceKey: 'pro_monthly' } }),
  getBillingSubscription: () => ({}),
  // A wrong password: refused, and nothing of anyone's changes.
  deleteAccount: () => ({ body: { password: 'not-the-password' } }),
  // The caller's own account only (its own profile and links): nothing of the first user's.
  deactivateAccount: () => ({}),
  reactivateAccount: () => ({}),
  // The caller's own workspaces; the current one (the caller's own without the header) and its members.
  listMyWorkspaces: () => ({}),
  getCurrentWorkspace: () => ({}),
  listWorkspaceMembers: () => ({}),
  getAnalyticsSettings: () => ({}),
  updateAnalyticsSettings: () => ({ body: { collectViewing: true } }),
  getProjectAnalytics: (d) => ({ params: { projectId: d.detail.project.id } }),
  getProjectHeatmaps: (d) => ({ params: { projectId: d.detail.project.id } }),
  getWorkspaceAnalytics: () => ({ query: { period: '30' } }),
  // Drive look-ups (drive Lambda): nothing of the first user's is involved.
  listDriveFolder: () => ({ body: { folderId: DRIVE_STAND_IN_FOLDERS.samples } }),
  listFootageLink: () => ({ body: { url: FOOTAGE_STAND_IN_LINKS.webFile } }),
  getDriveFile: () => ({ params: { fileId: DRIVE_STAND_IN_FILES.samples[0] as string } }),
  getTeam: () => ({}),
  inviteMember: () => ({ body: { email: 'walk-invitee@example.com', role: 'viewer' } }),
  resendInvitation: () => ({ params: { invitationId: 'd2Fsay1pbnZpdGVl' } }),
  revokeInvitation: () => ({ params: { invitationId: 'd2Fsay1pbnZpdGVl' } }),
  removeMember: (d) => ({ params: { userId: d.userId } }),
  changeMemberRole: (d) => ({ params: { userId: d.userId }, body: { role: 'viewer' } }),
  transferOwnership: (d) => ({ body: { userId: d.userId } }),
  leaveWorkspace: () => ({}),
  acceptInvitation: () => ({ body: { token: 'v1.walk.d2Fsaw.nonce.1999999999.sig' } }),
  previewSeatChange: () => ({ body: { seats: 4 } }),
  changeSeats: () => ({ body: { seats: 4 } }),
  // Webhooks and Slack: an endpoint or a connection nobody has (refused with 404, or the plan's 403).
  listWebhooks: () => ({}),
  createWebhook: () => ({ body: { url: 'https://hooks.example.invalid/walk', events: ['link.opened'] } }),
  updateWebhook: () => ({ params: { endpointId: 'walk-endpoint' }, body: { enabled: false } }),
  deleteWebhook: () => ({ params: { endpointId: 'walk-endpoint' } }),
  rotateWebhookSecret: () => ({ params: { endpointId: 'walk-endpoint' } }),
  revealWebhookSecret: () => ({ params: { endpointId: 'walk-endpoint' } }),
  sendWebhookTest: () => ({ params: { endpointId: 'walk-endpoint' } }),
  listWebhookDeliveries: () => ({ params: { endpointId: 'walk-endpoint' } }),
  listSlackConnections: () => ({}),
  connectSlack: () => ({
    params: { scope: 'workspace' },
    body: { url: 'https://example.invalid/not-slack' },
  }),
  disconnectSlack: () => ({ params: { scope: 'walk-scope' } }),
  sendSlackTest: () => ({ params: { scope: 'walk-scope' } }),
  listSlackDeliveries: () => ({ params: { scope: 'walk-scope' } }),
  // API keys (Pro): the sample workspace is on the free plan, so an allowed role gets the plan reason.
  listApiKeys: () => ({}),
  createApiKey: () => ({ body: { name: 'Walk key', scope: 'read', expiresInDays: null } }),
  revokeApiKey: () => ({ params: { keyId: 'AbCdEfGh12345678' } }),
  // The current workspace's brand (Pro only: refused with the plan reason on the fixture's plan).
  getBrand: () => ({}),
  updateBrand: () => ({
    body: { displayName: 'Walk Studio', accent: '#7c3aed', theme: 'light', showPoweredBy: false },
  }),
  requestLogoUpload: () => ({ body: { contentType: 'image/png', size: 1024 } }),
  confirmLogo: (d) => ({ body: { key: `brand-uploads/${d.userId}/01JLOGOSAMPLE000000000000-png` } }),
  removeLogo: () => ({}),
  // The workspace's review address (Pro, like the brand: the fixture's plan gets the plan reason).
  getReviewHost: () => ({}),
  setReviewHost: () => ({ body: { host: 'review.walk-studio.example' } }),
  verifyReviewHost: () => ({}),
  removeReviewHost: () => ({}),
};

/** Path parameters and body fields that name the first user's data. */
export const OWNED_PARAM_NAMES = new Set(['projectId', 'videoId', 'noteId', 'notificationId']);

/** Routes whose request names the first user's data (a second user must get 404/403). */
export function touchesOwnerData(endpoint: Endpoint, request: Omit<CallOptions, 'token'>): boolean {
  const params = Object.keys(request.params ?? {});
  if (params.some((p) => OWNED_PARAM_NAMES.has(p))) return true;
  return endpoint.id === 'confirmAvatar';
}

export function sampleFor(endpoint: Endpoint, data: OwnerData): Omit<CallOptions, 'token'> {
  const sample = OWNER_SAMPLES[endpoint.id];
  if (!sample) {
    throw new Error(
      `No sample request for owner route ${endpoint.id}: add one to test/integration/editor-api/support/owner-samples.ts`,
    );
  }
  return sample(data);
}
