/**
 * The caller's profile: get (created on first call), update the display name, and the avatar in two steps
 * (a presigned PUT under `avatars/<userId>/`, then a confirm that checks the stored object and points the
 * profile at it). The stored value is the object key; responses carry a short-lived signed URL instead.
 */
import type { TimeDisplay } from '../../../shared/lib/time-display';
import { AVATAR_LIMITS, type AvatarUploadResponse } from '../../../shared/api/endpoints/profile';
import {
  isRasterImageType,
  RASTER_SIGNATURE_BYTES,
  sniffRasterImage,
} from '../../../shared/domain/raster-image';
import type { Profile } from '../../../shared/domain/entities';
import type { MailPreferences } from '../../../shared/domain/mail-preferences';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../../../shared/errors/app-error';
import { AVATAR_MESSAGES } from '../../../shared/messages/avatar-messages';
import type { EditorPorts } from '../ports';
import { ensureProfile, type Caller } from './ensure-profile';

const AVATAR_PREFIX = 'avatars/';

export function avatarKeyPrefix(userId: string): string {
  return `${AVATAR_PREFIX}${userId}/`;
}

/**
 * The profile as the API shows it: the avatar key replaced by a signed URL, and the address's suppression
 * (bounce or complaint) when the product no longer mails it (the app's banner).
 */
export async function presentProfile(
  ports: Pick<EditorPorts, 'avatars' | 'mailSuppressions'>,
  profile: Profile,
): Promise<Profile> {
  const picture = profile.profilePictureUrl;
  const [profilePictureUrl, mailSuppression] = await Promise.all([
    picture && picture.startsWith(AVATAR_PREFIX) ? ports.avatars.signedGetUrl(picture) : picture,
    profile.email ? ports.mailSuppressions.find(profile.email) : null,
  ]);
  return { ...profile, profilePictureUrl, mailSuppression };
}

/** Settings → Notifications: replaces every e-mail preference. */
export async function updateMailPreferences(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions'>,
  input: { caller: Caller; mailPreferences: MailPreferences },
): Promise<Profile> {
  await ensureProfile(ports, input.caller);
  const updated = await ports.profiles.update(input.caller.userId, {
    mailPreferences: input.mailPreferences,
  });
  return presentProfile(ports, updated);
}

/** The owner's answer to the banner: the address works again, so delivery is tried again. */
export async function clearMailSuppression(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions' | 'log'>,
  input: { caller: Caller },
): Promise<Profile> {
  const profile = await ensureProfile(ports, input.caller);
  if (profile.email) await ports.mailSuppressions.lift(profile.email);
  ports.log.info('mail suppression lifted by the owner');
  return presentProfile(ports, profile);
}

export async function getProfile(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions'>,
  input: { caller: Caller },
): Promise<Profile> {
  return presentProfile(ports, await ensureProfile(ports, input.caller));
}

export async function updateProfile(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions'>,
  input: { caller: Caller; displayName: string },
): Promise<Profile> {
  await ensureProfile(ports, input.caller);
  const updated = await ports.profiles.update(input.caller.userId, { displayName: input.displayName });
  return presentProfile(ports, updated);
}

/** Stores the browser's time zone (validated by the contract) for the 09:00 reminders. */
export async function setProfileTimeZone(
  ports: Pick<EditorPorts, 'profiles' | 'clock'>,
  input: { caller: Caller; timeZone: string },
): Promise<{ timeZone: string }> {
  await ensureProfile(ports, input.caller);
  await ports.profiles.update(input.caller.userId, { timeZone: input.timeZone });
  return { timeZone: input.timeZone };
}

/** The caller's display preferences (how note times are shown); the profile is created first if absent. */
export async function updatePreferences(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions'>,
  input: { caller: Caller; timeDisplay: TimeDisplay },
): Promise<Profile> {
  await ensureProfile(ports, input.caller);
  const updated = await ports.profiles.update(input.caller.userId, { timeDisplay: input.timeDisplay });
  return presentProfile(ports, updated);
}

export async function requestAvatarUpload(
  ports: Pick<EditorPorts, 'avatars' | 'clock' | 'ids'>,
  input: { userId: string; contentType: string; size: number },
): Promise<AvatarUploadResponse> {
  const key = `${avatarKeyPrefix(input.userId)}${ports.ids.next()}`;
  const expiresInSeconds = AVATAR_LIMITS.uploadUrlTtlSeconds;
  const signed = await ports.avatars.presignPut({
    key,
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds,
  });
  return {
    uploadUrl: signed.url,
    headers: signed.headers,
    key,
    expiresAt: new Date(ports.clock.now().getTime() + expiresInSeconds * 1000).toISOString(),
  };
}

export async function confirmAvatar(
  ports: Pick<EditorPorts, 'profiles' | 'avatars' | 'clock' | 'mailSuppressions'>,
  input: { caller: Caller; key: string },
): Promise<Profile> {
  // Another user's key is answered like a missing upload: nothing about it is revealed.
  if (!input.key.startsWith(avatarKeyPrefix(input.caller.userId))) {
    throw new NotFoundError(AVATAR_MESSAGES.uploadNotFound);
  }
  const object = await ports.avatars.head(input.key);
  if (!object) throw new NotFoundError(AVATAR_MESSAGES.uploadNotFound);
  if (object.size > AVATAR_LIMITS.maxBytes) throw new PayloadTooLargeError(AVATAR_MESSAGES.tooLarge);
  // An empty object has no first bytes to read (a ranged GET of it is refused): the reason, not a 500.
  if (object.size === 0) {
    throw new ValidationError(AVATAR_MESSAGES.empty, { 'body.key': AVATAR_MESSAGES.empty });
  }
  if (!isRasterImageType(object.contentType)) {
    throw new ValidationError(AVATAR_MESSAGES.imagesOnly, { 'body.key': AVATAR_MESSAGES.imagesOnly });
  }
  // The bytes decide, not the name or the declared type: they must be the raster image they claim to be.
  const signature = await ports.avatars.readFirstBytes(input.key, RASTER_SIGNATURE_BYTES);
  if (sniffRasterImage(signature) !== object.contentType) {
    throw new ValidationError(AVATAR_MESSAGES.notARasterImage, {
      'body.key': AVATAR_MESSAGES.notARasterImage,
    });
  }
  await ensureProfile(ports, input.caller);
  const updated = await ports.profiles.update(input.caller.userId, { profilePictureUrl: input.key });
  return presentProfile(ports, updated);
}
