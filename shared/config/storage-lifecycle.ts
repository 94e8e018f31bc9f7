/**
 * The media bucket's lifecycle, shared by the CDK stack (the rules) and the functions that tag objects.
 * Originals are kept for re-transcoding and downloads, but played through their proxies: after
 * `originalsToInfrequentAccessDays` they move to S3 Standard-IA (~46% cheaper storage, a retrieval fee per GB
 * that the rare download pays). Every object of an archived project is tagged `archived`, and is deleted
 * `archivedExpireDays` later; the version keeps its Drive link as the source of a re-import.
 */
export const STORAGE_LIFECYCLE = {
  /** Tag on a stored original (set when the download worker writes it). */
  kindTag: { key: 'cutroom-kind', original: 'original' },
  /** Tag on every object of an archived project (removed on restore). */
  archivedTag: { key: 'cutroom-archived', value: 'true' },
  /** S3 bills Standard-IA for at least 30 days and refuses a transition before day 30. */
  originalsToInfrequentAccessDays: 30,
  archivedExpireDays: 90,
} as const;
