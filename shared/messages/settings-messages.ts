/** Account settings (/Settings). */
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
