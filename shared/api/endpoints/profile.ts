/**
 * The signed-in editor's profile (`editor-api`, caller `owner`): get (created on first call if absent, with
 * displayUserId = id), update the display name, and the avatar upload in two steps: ask for a presigned PUT
 * (images only, 5 MB at most), upload the file straight to storage, then confirm so the profile points at it.
 */
import * as z from 'zod/mini';
import { profileSchema } from '../../domain/entities';
import { mailPreferencesChoiceSchema } from '../../domain/mail-preferences';
import { RASTER_IMAGE_TYPES } from '../../domain/raster-image';
import { timeDisplaySchema } from '../../lib/time-display';
import { AVATAR_MESSAGES } from '../../messages/avatar-messages';
import { SETTINGS_MESSAGES } from '../../messages/settings-messages';
import { defineEndpoint } from '../endpoint';
import { isKnownTimeZone } from '../../domain/reminder-rule';

const isoDate = z.iso.datetime({ offset: true });

export const AVATAR_LIMITS = {
  /** Largest avatar file (bytes). */
  maxBytes: 5 * 1024 * 1024,
  /** Seconds the presigned PUT stays valid. */
  uploadUrlTtlSeconds: 300,
  /** Characters of a display name. */
  displayNameMax: 100,
} as const;

/** Raster images only (JPEG, PNG, WebP, GIF): an SVG can carry script. Checked again on the bytes at confirm. */
export const AVATAR_CONTENT_TYPES = RASTER_IMAGE_TYPES;

export const updateProfileBodySchema = z.object({
  displayName: z
    .string(SETTINGS_MESSAGES.displayNameEmpty)
    .check(
      z.trim(),
      z.minLength(1, SETTINGS_MESSAGES.displayNameEmpty),
      z.maxLength(AVATAR_LIMITS.displayNameMax, `At most ${AVATAR_LIMITS.displayNameMax} characters`),
    ),
});

export const updatePreferencesBodySchema = z.object({
  /** How note times are shown on the project and review pages: mm:ss, SMPTE timecode or frame number. */
  timeDisplay: timeDisplaySchema,
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const avatarUploadBodySchema = z.object({
  contentType: z.enum(AVATAR_CONTENT_TYPES, AVATAR_MESSAGES.imagesOnly),
  /** Bytes of the file to upload. */
  size: z.int().check(z.positive(), z.lte(AVATAR_LIMITS.maxBytes, AVATAR_MESSAGES.tooLarge)),
});

export const avatarUploadResponseSchema = z.object({
  /** PUT the file here with exactly `headers`. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  /** Pass back to confirmAvatar. */
  key: z.string(),
  expiresAt: isoDate,
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

export const confirmAvatarBodySchema = z.object({
  key: z
    .string()
    .check(
      z.maxLength(300),
      z.regex(/^avatars\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/, 'Not an avatar upload key'),
    ),
});

/**
 * The profile as the SPA sees it. `profilePictureUrl` is a short-lived signed URL of the uploaded avatar
 * (the stored key never leaves the server), or null.
 */
export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'GET',
  path: '/api/profile',
  caller: 'owner',
  lambda: 'editor-api',
  response: profileSchema,
  summary: "The caller's profile; created on the first call (free plan, displayUserId = id).",
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'PATCH',
  path: '/api/profile',
  caller: 'owner',
  lambda: 'editor-api',
  body: updateProfileBodySchema,
  response: profileSchema,
  summary: 'Updates the display name (trimmed, non-empty).',
});

export const requestAvatarUpload = defineEndpoint({
  id: 'requestAvatarUpload',
  method: 'POST',
  path: '/api/profile/avatar/upload-url',
  caller: 'owner',
  lambda: 'editor-api',
  body: avatarUploadBodySchema,
  response: avatarUploadResponseSchema,
  summary: 'A presigned PUT for a new avatar (image/* only, 5 MB at most).',
});

export const confirmAvatar = defineEndpoint({
  id: 'confirmAvatar',
  method: 'PUT',
  path: '/api/profile/avatar',
  caller: 'owner',
  lambda: 'editor-api',
  body: confirmAvatarBodySchema,
  response: profileSchema,
  summary: 'Checks the uploaded avatar (image, 5 MB at most, the caller’s key) and points the profile at it.',
});

export const timeZoneBodySchema = z.object({
  /** The browser's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone: z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, 'Unknown time zone')),
});

/** Reminders reach the editor at 09:00 in this zone (UTC until the SPA has stored one). */
export const setProfileTimeZone = defineEndpoint({
  id: 'setProfileTimeZone',
  method: 'PUT',
  path: '/api/profile/time-zone',
  caller: 'owner',
  lambda: 'editor-api',
  body: timeZoneBodySchema,
  response: timeZoneBodySchema,
  summary: "Stores the browser's time zone on the profile (reminders arrive at 09:00 local time).",
});

export const updatePreferences = defineEndpoint({
  id: 'updatePreferences',
  method: 'PUT',
  path: '/api/profile/preferences',
  caller: 'owner',
  lambda: 'editor-api',
  body: updatePreferencesBodySchema,
  response: profileSchema,
  summary: "The caller's display preferences (how note times are shown).",
});

/** Settings → Notifications: the e-mail for each kind (in-app notifications are always kept). */
export const updateMailPreferences = defineEndpoint({
  id: 'updateMailPreferences',
  method: 'PUT',
  path: '/api/profile/mail-preferences',
  caller: 'owner',
  lambda: 'editor-api',
  body: mailPreferencesChoiceSchema,
  response: profileSchema,
  summary: "The caller's e-mail choice per kind: client activity, reminders, link expiry.",
});

/** The banner's 'I fixed it': the caller's address is mailed again (after a bounce or complaint). */
export const clearMailSuppression = defineEndpoint({
  id: 'clearMailSuppression',
  method: 'DELETE',
  path: '/api/profile/mail-suppression',
  caller: 'owner',
  lambda: 'editor-api',
  response: profileSchema,
  summary: "Lifts the suppression of the caller's own address so e-mail is delivered again.",
});

export const profileEndpoints = [
  getProfile,
  updateProfile,
  requestAvatarUpload,
  confirmAvatar,
  setProfileTimeZone,
  updatePreferences,
  clearMailSuppression,
  updateMailPreferences,
] as const;
