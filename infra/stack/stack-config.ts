/**
 * The stack's configuration, read once from CDK context (`cdk.json` or `-c key=value`) and validated with zod,
 * so a typo fails the synth with the list of what is wrong instead of deploying something half-configured.
 */
import { z } from 'zod';
import { PADDLE_ENVIRONMENTS } from '../../shared/config/security-headers';
import { INDEX_MIGRATION_STEPS } from '../../shared/config/table-definition';

/** How signed playback URLs are made: presigned S3 GET (default) or CloudFront signed URLs with a key group. */
export const PLAYBACK_SIGNING = ['s3', 'cloudfront'] as const;
export type PlaybackSigning = (typeof PLAYBACK_SIGNING)[number];

/** Bundling of the Lambda code: `production` minifies and writes source maps; `fast` (tests) does neither. */
export const BUNDLING_MODES = ['production', 'fast'] as const;
export type BundlingMode = (typeof BUNDLING_MODES)[number];

/** Who sends the user pool's sign-up and reset codes: SES (the product's sender) or Cognito's own mail. */
export const USER_POOL_MAIL = ['ses', 'cognito'] as const;
export type UserPoolMail = (typeof USER_POOL_MAIL)[number];

/** Placeholder sender used when no mail context is given (synth works; mail needs real values to send). */
export const PLACEHOLDER_MAIL_FROM = 'no-reply@example.com';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const stackContextSchema = z
  .object({
    /** Deployment stage: `prod` retains data on delete; anything else is disposable. */
    stage: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lower-case letters, digits and dashes, starting with a letter')
      .default('dev'),
    /** Sender address of product e-mail (`Cutroom <no-reply@…>` is built from it). */
    mailFrom: optionalText.pipe(z.email('mailFrom: an e-mail address').optional()),
    /** Verify a whole domain with SES (DKIM) instead of the single sender address. */
    mailDomain: optionalText,
    /**
     * Custom MAIL FROM domain (a subdomain of mailDomain, e.g. `bounce.example.com`): SPF aligns with the
     * sender's domain (DMARC). Its MX and TXT records are stack outputs.
     */
    mailFromDomain: optionalText,
    /**
     * Who sends the user pool's codes: `ses` (default with a sender: the product's address and configuration
     * set) or `cognito` (Cognito's own mail from verificationemail.com, a small daily cap). Cognito refuses an
     * SES identity that is not verified yet, so the very first deploy of a new mail domain uses `cognito`.
     */
    userPoolMail: z.enum(USER_POOL_MAIL).optional(),
    /**
     * DynamoDB's and Cognito's own deletion protection of the table and the user pool (default `on` in prod).
     * `off` for the first deploy: a protected table or pool cannot be deleted by the rollback of a failed
     * create, which would leave the stack in ROLLBACK_FAILED; the next deploy without it turns it on.
     */
    deletionProtection: z.enum(['on', 'off']).optional(),
    /**
     * A step of replacing the due indexes' projections on a table deployed before them (one index created or
     * deleted per deploy; docs/gsi-projections.md). Absent: the finished table.
     */
    indexMigration: z.enum(INDEX_MIGRATION_STEPS).optional(),
    /** Google sign-in: the OAuth client id, and the Secrets Manager secret name holding its client secret. */
    googleClientId: optionalText,
    googleClientSecretName: optionalText,
    /**
     * Connect Google Drive (private folders): the OAuth client id (web application, implicit grant) whose
     * authorised origins include the SPA's. Absent = the SPA does not offer it.
     */
    googleDriveClientId: optionalText,
    /** Cognito hosted-domain prefix used by Google sign-in (default `cutroom-<stage>-<account>`). */
    authDomainPrefix: optionalText,
    playbackSigning: z.enum(PLAYBACK_SIGNING).default('s3'),
    /** CloudFront playback signing: public key (PEM) and the secret name holding the private key (PEM). */
    playbackPublicKeyPem: optionalText,
    playbackPrivateKeySecretName: optionalText,
    /** Use an existing secret for the Drive API key instead of creating one. */
    driveApiKeySecretName: optionalText,
    /** Billing (Paddle): 'sandbox' or 'production'. */
    paddleEnvironment: z.enum(PADDLE_ENVIRONMENTS).default('sandbox'),
    /**
     * Paddle.js client-side token (`test_…` / `live_…`; public by design, not a secret). Given: the SPA opens
     * Paddle's overlay checkout and the CSP allows Paddle's script and frame; absent: the hosted checkout page.
     */
    paddleClientToken: optionalText,
    /** JSON object price key → Paddle price id: {"basic_monthly":"pri_…","basic_annual":…,"pro_monthly":…,"pro_annual":…}. */
    paddlePriceIds: optionalText,
    /** Existing Secrets Manager secrets (names) for the Paddle API key and the webhook secret(s); else created. */
    paddleApiKeySecretName: optionalText,
    paddleWebhookSecretName: optionalText,
    /**
     * The app's own domain (e.g. `app.example.com`): the SPA, the API (/api), the links in e-mails and the
     * Paddle webhook all live at https://<domainName>. Its ACM certificate is made in us-east-1 (the edge
     * stack outside us-east-1), validated by DNS: through Route 53 when `hostedZoneId` + `hostedZoneName`
     * are given (which also get the alias records), else by the CNAME the certificate asks for, by hand.
     * `certificateArn` uses an existing us-east-1 certificate instead.
     */
    domainName: optionalText.pipe(
      z
        .string()
        .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, 'domainName: a DNS name')
        .optional(),
    ),
    hostedZoneId: optionalText,
    hostedZoneName: optionalText,
    certificateArn: optionalText.pipe(
      z
        .string()
        .startsWith('arn:aws:acm:us-east-1:', 'certificateArn: an ACM certificate in us-east-1')
        .optional(),
    ),
    /**
     * Studios' own review addresses on a CloudFront multi-tenant distribution (review-domains.ts): comma-separated
     * `host` or `host=<us-east-1 ACM certificate ARN>`. Absent (the default): no such distribution.
     */
    reviewDomains: optionalText,
    /** E-mail address subscribed to the alarm topic. */
    alarmEmail: optionalText.pipe(z.email('alarmEmail: an e-mail address').optional()),
  })
  .superRefine((c, ctx) => {
    if ((c.hostedZoneId === undefined) !== (c.hostedZoneName === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['hostedZoneId'],
        message: 'hostedZoneId and hostedZoneName go together (give both or neither)',
      });
    }
    if ((c.hostedZoneId !== undefined || c.certificateArn !== undefined) && c.domainName === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['domainName'],
        message: 'hostedZoneId/certificateArn need domainName',
      });
    }
    if (
      c.mailFromDomain !== undefined &&
      (c.mailDomain === undefined || !c.mailFromDomain.endsWith(`.${c.mailDomain}`))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['mailFromDomain'],
        message: 'mailFromDomain must be a subdomain of mailDomain (e.g. bounce.<mailDomain>)',
      });
    }
    if ((c.googleClientId === undefined) !== (c.googleClientSecretName === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['googleClientId'],
        message: 'googleClientId and googleClientSecretName go together (give both or neither)',
      });
    }
    if (
      c.playbackSigning === 'cloudfront' &&
      (c.playbackPublicKeyPem === undefined || c.playbackPrivateKeySecretName === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['playbackSigning'],
        message: 'playbackSigning=cloudfront needs playbackPublicKeyPem and playbackPrivateKeySecretName',
      });
    }
  });

export type StackConfig = z.output<typeof stackContextSchema> & {
  /** The sender address actually used (context `mailFrom`, else `no-reply@<mailDomain>`, else a placeholder). */
  readonly sender: string;
  /** Who sends the user pool's codes (context `userPoolMail`, else SES unless the sender is the placeholder). */
  readonly userPoolMailVia: UserPoolMail;
  /** Deletion protection of the table and the user pool (context `deletionProtection`, else on in prod). */
  readonly deletionProtectionOn: boolean;
  readonly isProd: boolean;
};

export const CONTEXT_KEYS = Object.keys(stackContextSchema.shape) as readonly string[];

/** Reads every known key through `tryGetContext` and validates them together. */
export function readStackConfig(tryGetContext: (key: string) => unknown): StackConfig {
  const raw: Record<string, unknown> = {};
  for (const key of CONTEXT_KEYS) {
    const value = tryGetContext(key);
    if (value !== undefined) raw[key] = typeof value === 'string' ? value : String(value);
  }
  const parsed = stackContextSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(context)'}: ${i.message}`);
    throw new Error(`Invalid CDK context for the Cutroom stack:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const sender = c.mailFrom ?? (c.mailDomain ? `no-reply@${c.mailDomain}` : PLACEHOLDER_MAIL_FROM);
  const userPoolMailVia = c.userPoolMail ?? (sender === PLACEHOLDER_MAIL_FROM ? 'cognito' : 'ses');
  const isProd = c.stage === 'prod';
  const deletionProtectionOn = (c.deletionProtection ?? (isProd ? 'on' : 'off')) === 'on';
  return { ...c, sender, userPoolMailVia, deletionProtectionOn, isProd };
}
