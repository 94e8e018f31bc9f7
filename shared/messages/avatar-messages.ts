/** Ours (server): the avatar upload of Settings > Profile Information (presigned upload, then confirm). */
export const AVATAR_MESSAGES = {
  imagesOnly: 'Only image files can be uploaded.',
  tooLarge: 'The image must be 5 MB or smaller.',
  uploadNotFound: 'The uploaded image was not found. Please upload it again.',
} as const;
