/**
 * Settings › Profile Information: avatar (image files, 5 MB at most, preview before saving, uploaded
 * straight to storage with the presigned PUT, then confirmed), display name (react-hook-form + zod) and
 * the read-only e-mail. Save is disabled while nothing changed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_LIMITS,
  confirmAvatar,
  requestAvatarUpload,
  updateProfile,
} from '../../../../../shared/api/endpoints/profile';
import type { Profile } from '../../../../../shared/domain/entities';
import { isRasterImageType } from '../../../../../shared/domain/raster-image';
import { displayNameFormSchema } from '../../../../../shared/forms/display-name';
import { AVATAR_MESSAGES } from '../../../../../shared/messages/avatar-messages';
import { SETTINGS_MESSAGES } from '../../../../../shared/messages/settings-messages';
import { useToast } from '../../../components/toast/toast-context';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { apiCall } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { SettingsSection } from './settings-section';

const formSchema = displayNameFormSchema;
type FormValues = z.infer<typeof formSchema>;

async function uploadAvatar(file: File): Promise<Profile> {
  if (!isRasterImageType(file.type)) throw new Error(AVATAR_MESSAGES.imagesOnly);
  const slot = await apiCall(requestAvatarUpload, { body: { contentType: file.type, size: file.size } });
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: file });
  if (!put.ok) throw new Error(SETTINGS_MESSAGES.uploadPictureFailed);
  return apiCall(confirmAvatar, { body: { key: slot.key } });
}

/** The display name, saved on its own; the e-mail is shown but cannot change. */
function DisplayNameForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const toast = useToast();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: profile.displayName ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: FormValues) => apiCall(updateProfile, { body: values }),
    onSuccess: (updated) => {
      onSaved(updated);
      form.reset({ displayName: updated.displayName ?? '' });
      toast.success(SETTINGS_MESSAGES.profileUpdated);
    },
    onError: (e) => toast.error(SETTINGS_MESSAGES.updateProfileFailed(isApiError(e) ? e.message : String(e))),
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <TextField
        label={SETTINGS_MESSAGES.displayNameLabel}
        {...form.register('displayName')}
        error={Boolean(form.formState.errors.displayName)}
        helperText={form.formState.errors.displayName?.message}
      />
      <TextField
        label="Email"
        value={profile.email}
        disabled
        helperText={SETTINGS_MESSAGES.emailCannotChange}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!form.formState.isDirty || save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save
      </Button>
    </Stack>
  );
}

export function ProfileSection({ profile }: { profile: Profile }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const setProfile = (p: Profile) => queryClient.setQueryData(profileQueryOptions().queryKey, p);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      setProfile(updated);
      setFile(null);
      toast.success(SETTINGS_MESSAGES.pictureUpdated);
    },
    onError: () => toast.error(SETTINGS_MESSAGES.uploadPictureFailed),
  });

  const choose = (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return;
    if (!isRasterImageType(chosen.type)) return setFileError(AVATAR_MESSAGES.imagesOnly);
    if (chosen.size > AVATAR_LIMITS.maxBytes) return setFileError(AVATAR_MESSAGES.tooLarge);
    setFile(chosen);
  };

  const label = profile.displayName || profile.fullName || profile.email;
  return (
    <SettingsSection id="profile" title={SETTINGS_MESSAGES.profileSection}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Avatar
          src={preview ?? profile.profilePictureUrl ?? undefined}
          alt={label}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {label.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={1}>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            hidden
            aria-label="Profile picture file"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
              Choose picture
            </Button>
            {file ? (
              <>
                <Button variant="contained" onClick={() => upload.mutate(file)} disabled={upload.isPending}>
                  Save picture
                </Button>
                <Button
                  onClick={() => {
                    setFile(null);
                  }}
                  disabled={upload.isPending}
                >
                  Cancel
                </Button>
              </>
            ) : null}
          </Stack>
          <Typography
            variant="body2"
            color={fileError ? 'error' : 'text.secondary'}
            role={fileError ? 'alert' : undefined}
          >
            {fileError ?? 'PNG, JPEG, WebP or GIF, 5 MB at most.'}
          </Typography>
        </Stack>
      </Stack>
      <DisplayNameForm profile={profile} onSaved={setProfile} />
    </SettingsSection>
  );
}
