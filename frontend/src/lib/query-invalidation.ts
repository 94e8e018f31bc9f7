/**
 * What each mutation changes: per mutation endpoint of the contract, the reads (by their endpoints) to
 * invalidate after it; `invalidateAfter` invalidates exactly those. A unit test walks the contract so a new
 * mutation cannot be added without saying what it changes.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/api/endpoint';
import { getBillingSubscription } from '../../../shared/api/endpoints/billing';
import { getDashboard } from '../../../shared/api/endpoints/dashboard';
import { listNotifications } from '../../../shared/api/endpoints/notifications';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { getProject, listProjects } from '../../../shared/api/endpoints/projects';
import { getReview, listReviewNotes } from '../../../shared/api/endpoints/review';
import { listVersionNotes } from '../../../shared/api/endpoints/notes';
import { getReviewHost } from '../../../shared/api/endpoints/review-host';
import { getTeam } from '../../../shared/api/endpoints/team';
import {
  listSlackConnections,
  listSlackDeliveries,
  listWebhookDeliveries,
  listWebhooks,
} from '../../../shared/api/endpoints/webhooks';
import { listApiKeys } from '../../../shared/api/endpoints/api-keys';
import { getBrand } from '../../../shared/api/endpoints/brand';
import { getAnalyticsSettings } from '../../../shared/api/endpoints/analytics';
import { listProjectActivity } from '../../../shared/api/endpoints/activity';
import { queryKeyOf } from './query-key';

/** The reads the SPA caches. */
export const CACHED_READS = [
  getProject,
  listVersionNotes,
  listReviewNotes,
  listProjects,
  getProfile,
  getDashboard,
  listNotifications,
  getReview,
  getBillingSubscription,
  getTeam,
  listWebhooks,
  listWebhookDeliveries,
  listSlackConnections,
  listSlackDeliveries,
  listApiKeys,
  getBrand,
  getAnalyticsSettings,
  listProjectActivity,
  getReviewHost,
];
type CachedRead = (typeof CACHED_READS)[number];

// A project's change is an entry of its activity too.
const projectReads = [getProject, listProjects, getDashboard, listProjectActivity] as const;

/**
 * What each mutation changes (by the reads' endpoints). Reads narrowed by a project id are narrowed to the
 * changed project when `invalidateAfter` is given one.
 */
export const MUTATION_CHANGES: Readonly<Record<string, readonly CachedRead[]>> = {
  createProject: [listProjects, getProfile, getDashboard],
  renameProject: projectReads,
  archiveProject: [...projectReads, getProfile],
  restoreProject: [...projectReads, getProfile],
  approveProject: [...projectReads, listVersionNotes],
  extendReviewLink: projectReads,
  regenerateReviewLink: projectReads,
  setReviewLinkExpiry: projectReads,
  updateReviewLinkSettings: projectReads,
  setReviewLinkPassword: [getProject],
  // Answers the caller's new follow state, which the toggle puts in its own read's cache.
  setProjectFollow: [],
  setVideoStatus: projectReads,
  addVideo: projectReads,
  addVideoVersion: projectReads,
  updateVideoNotes: [getProject],
  setNoteStatus: [...projectReads, listVersionNotes],
  replyToNote: [getProject, listProjectActivity],
  addOwnerNote: [...projectReads, listVersionNotes],
  markNotificationRead: [listNotifications, getDashboard],
  markAllNotificationsRead: [listNotifications, getDashboard],
  dismissReminder: [listNotifications, getDashboard],
  updateProfile: [getProfile, getDashboard],
  // The time zone is kept for the reminders job; nothing the SPA shows reads it.
  setProfileTimeZone: [],
  updatePreferences: [getProfile],
  requestAvatarUpload: [],
  confirmAvatar: [getProfile],
  submitReviewNotes: [getReview, listReviewNotes],
  approveReviewVideo: [getReview],
  replyToReviewNote: [getReview],
  // A session is kept by the review page itself; the review is read again with it.
  unlockReview: [getReview],
  // Reads with a body (POST): nothing cached changes.
  listDriveFolder: [],
  // Nothing the SPA caches: a message to support; a checkout or portal session the browser is sent to (the
  // plan changes only through the webhook, which BillingSuccess waits for by refetching the profile).
  sendContactMessage: [],
  createCheckout: [],
  createPortalSession: [],
  billingWebhook: [],
  // A price at this minute, nothing stored.
  previewPlanChange: [],
  // The plan follows the webhook: useChangePlan waits for it on the profile, then reads the subscription.
  changePlan: [getProfile, getBillingSubscription],
  // Called by mail clients (one-click unsubscribe), never by the SPA; the profile refetches on focus.
  unsubscribeFromMail: [],
  // The banner about an undeliverable address goes with the suppression.
  clearMailSuppression: [getProfile],
  updateMailPreferences: [getProfile],
  // The session ends with the account: the cache goes with the sign-out.
  deleteAccount: [],
  // Deactivation shows on the profile (Settings' Danger Zone).
  deactivateAccount: [getProfile],
  reactivateAccount: [getProfile],
  // The team page shows members, invitations and seats; seats follow the webhook (the profile, the bill).
  inviteMember: [getTeam],
  resendInvitation: [getTeam],
  revokeInvitation: [getTeam],
  removeMember: [getTeam],
  changeMemberRole: [getTeam],
  transferOwnership: [getTeam],
  leaveWorkspace: [getTeam],
  acceptInvitation: [getTeam, getProfile],
  previewSeatChange: [],
  changeSeats: [getTeam, getProfile, getBillingSubscription],
  // Settings › Webhooks: the endpoints; a test event shows in the delivery log once the worker sent it.
  createWebhook: [listWebhooks],
  updateWebhook: [listWebhooks],
  deleteWebhook: [listWebhooks],
  rotateWebhookSecret: [listWebhooks],
  revealWebhookSecret: [],
  sendWebhookTest: [listWebhookDeliveries, listWebhooks],
  connectSlack: [listSlackConnections],
  disconnectSlack: [listSlackConnections],
  sendSlackTest: [listSlackDeliveries],
  // Settings › API lists the keys.
  createApiKey: [listApiKeys],
  revokeApiKey: [listApiKeys],
  // Settings › Branding: each answers the brand's new view, which its form also puts in the read's cache.
  updateBrand: [getBrand],
  requestLogoUpload: [],
  confirmLogo: [getBrand],
  removeLogo: [getBrand],
  // The review address: Settings › Branding's card and every review link the app shows and copies.
  setReviewHost: [getReviewHost],
  verifyReviewHost: [getReviewHost],
  removeReviewHost: [getReviewHost],
  // The review page's viewing batches change only the editor's analytics, read fresh when opened.
  recordViewing: [],
  updateAnalyticsSettings: [getAnalyticsSettings],
  // Reads a footage link's listing for the wizard: nothing stored changes.
  listFootageLink: [],
};

/** Invalidates what `mutation` changes; `scope` narrows keyed reads (a project id, a review token). */
export async function invalidateAfter(
  queryClient: QueryClient,
  mutation: Pick<Endpoint, 'id'>,
  scope?: { projectId?: string; token?: string },
): Promise<void> {
  const reads = MUTATION_CHANGES[mutation.id] ?? [];
  await Promise.all(
    reads.map((read) => {
      const narrow =
        read.id === getProject.id || read.id === listVersionNotes.id || read.id === listProjectActivity.id
          ? scope?.projectId
          : read.id === getReview.id || read.id === listReviewNotes.id
            ? scope?.token
            : undefined;
      return queryClient.invalidateQueries({
        queryKey: narrow === undefined ? queryKeyOf(read) : queryKeyOf(read, narrow),
      });
    }),
  );
}
