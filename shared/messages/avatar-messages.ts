/** Ours (server): the avatar upload of Settings > Profile Information (presigned upload, then confirm). */
export const AVATAR_MESSAGES = {
  imagesOnly: 'Only image files can be uploaded.',
  /** The uploaded bytes are not the JPEG, PNG, WebP or GIF image they were declared as. */
  notARasterImage: 'Only JPEG, PNG, WebP or GIF pictures can be used.',
  tooLarge: 'The image must be 5 MB or smaller.',
  /** What was stored has no bytes at all (an interrupted or hand-made upload). */
  empty: 'The uploaded image is empty (0 bytes). Please choose another picture.',
  uploadNotFound: 'The uploaded image was not found. Please upload it again.',
} as const;
