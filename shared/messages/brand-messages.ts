/** Ours: Settings › Branding and the logo upload (the server's refusals and the page's texts). */
export const BRAND_MESSAGES = {
  logoTypes: 'Logos can be PNG, JPEG or WebP pictures.',
  /** The uploaded bytes are not a PNG, JPEG or WebP picture that decodes (an SVG, a renamed file, a polyglot). */
  logoNotRaster: 'This file is not a PNG, JPEG or WebP picture. Please choose another logo.',
  logoTooLarge: 'The logo must be 2 MB or smaller.',
  logoEmpty: 'The uploaded logo is empty (0 bytes). Please choose another picture.',
  logoDimensions: 'The logo must be between 32 and 4096 pixels on each side.',
  logoUploadNotFound: 'The uploaded logo was not found. Please upload it again.',
  colourAdjusted:
    'Your colour was adjusted so text and controls stay readable for your clients (WCAG AA contrast).',
  poweredBy: 'Reviewed with',
} as const;
