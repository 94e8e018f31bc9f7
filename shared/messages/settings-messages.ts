/** Account settings (/Settings). */
import { REVIEW_MESSAGES } from './review-messages';
export const SETTINGS_MESSAGES = {
  notSignedIn: 'Please log in to access settings',
  profileSection: 'Profile Information',
  displayNameLabel: 'Display Name',
  displayNameEmpty: 'Display name cannot be empty',
  emailCannotChange: 'Email cannot be changed',
  loadUserFailed: 'Failed to load user data',
  uploadPictureFailed: 'Failed to upload profile picture',
  updateProfileFailed: (detail: string) => `Failed to update profile: ${detail}`,
  profileUpdated: 'Profile updated successfully!',
  pictureUpdated: 'Profile picture updated!',
  logoutFailed: 'Logout failed',
  securitySection: 'Security',
  changePassword: 'Change Password',
  currentPasswordLabel: 'Current Password',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  /** Ours: the spec gives no text for a missing current password. */
  currentPasswordRequired: 'Current password is required',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  /** Ours: the design makes password change real. */
  passwordChanged: 'Password changed successfully.',
  /** Ours: the current password given to Change Password (or Delete Account) is wrong. */
  currentPasswordIncorrect: 'The current password is incorrect.',
  /** Ours: the password the Delete Account dialog asks for again. */
  confirmWithPassword: 'Enter your password to confirm',
  /** Ours: what deactivation means (the design defines it). */
  deactivateExplainer:
    'Deactivating pauses your account: your review links stop answering and no e-mails are sent. Your projects and data are kept, and you can reactivate at any time.',
  /**
   * Ours: the confirmation Deactivate Account asks for first (it kills every shared link at once): what
   * happens, point by point, and how to undo it.
   */
  deactivateDialog: {
    title: 'Deactivate your account?',
    intro: 'As soon as you confirm:',
    linksStop: `Every review link you have shared stops working at once. Clients who open one see "${REVIEW_MESSAGES.notFound}".`,
    mailsStop: 'No e-mails are sent: no feedback alerts, reminders, link-expiry warnings or digests.',
    dataKept: 'Nothing is deleted: your projects, videos, notes and approvals are kept.',
    undo: 'To undo it, come back to Settings › Danger Zone and choose Reactivate Account. The same links work again at once, until their own expiry dates.',
    cancel: 'Keep Account Active',
  },
  reactivateAccount: 'Reactivate Account',
  accountDeactivated: 'Your account is deactivated: review links do not answer and no e-mails are sent.',
  deletionQueued: 'Your account is being deleted.',
  dangerZone: 'Danger Zone',
  deactivateAccount: 'Deactivate Account',
  deleteAccount: 'Delete Account',
  deleteConfirm:
    'This action cannot be undone. This will permanently delete your account and all associated data.',
  deletePermanent: 'Account deletion is permanent and would be implemented with proper safeguards',
  /** Ours: the design makes deletion real. */
  accountDeleted: 'Your account has been deleted.',
} as const;
