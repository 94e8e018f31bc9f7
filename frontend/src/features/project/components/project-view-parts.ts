/**
 * The project page's loaded view: header (with its rename form), video rows (player, status select, notes,
 * version form) and the review link card. They hold the page's form controls (MUI TextField, Select,
 * Accordion, Checkbox) and the frame maths, so they form their own chunk: project-page.tsx starts loading it
 * when the page's module evaluates, in parallel with the project's API request, and shows the same skeleton
 * until both have arrived.
 */
export { ProjectHeader } from './project-header';
export { ReviewLinkCard } from './review-link-card';
export { VideoRow } from './video-row';
