/**
 * The business events the use cases count (Powertools metrics). One name each, shared by the
 * Metrics port, its adapters (EMF in the cloud, log lines locally) and the CDK stack (namespace, alarms).
 */
export const METRICS_NAMESPACE = 'Cutroom';

export const BUSINESS_METRICS = {
  /** Notes stored by a client's batch (a replayed batch counts nothing). */
  notesSubmitted: 'NotesSubmitted',
  /** Approvals recorded: a client's video approval or an editor's project approval. */
  approvals: 'Approvals',
  /** Imports that ended without a stored copy (Drive fallback or a refused file). */
  importsFailed: 'ImportsFailed',
  /** Product e-mails SES reported as bounced. */
  mailsBounced: 'MailsBounced',
  /** Proxy jobs the cloud transcoder (MediaConvert) reported failed or cancelled. */
  transcodesFailed: 'TranscodesFailed',
  /**
   * A billing webhook found a customer with more than one live subscription (they may be billed twice): the
   * one-subscription rule was broken somewhere (two checkouts raced, or a subscription made outside the app).
   */
  duplicateSubscriptions: 'DuplicateSubscriptions',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** Who called a function (the `caller` key of every log line). */
export type CallerKind = 'owner' | 'reviewer' | 'public' | 'webhook' | 'apiKey' | 'worker';
