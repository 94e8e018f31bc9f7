/**
 * The stack's secrets, each made (or, when the context names an existing one, imported) at stack level under
 * the id it always had, so deployed secrets keep their logical ids. Ops replace generated values of keys
 * issued elsewhere (Paddle, Google); the HMAC keys are generated here and never leave AWS.
 */
import type { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { acknowledgeAll } from './nag-findings';
import type { SecretName } from './function-table';
import type { StackConfig } from './stack-config';

export type AppSecrets = Readonly<Record<Exclude<SecretName, 'playbackKey'>, ISecret>>;

/** Why a secret is not rotated by Secrets Manager (AwsSolutions-SMG4), one per secret. */
const NOT_ROTATED: Record<keyof AppSecrets, string> = {
  mailLinkSecret:
    'Rotating this HMAC key would break every unsubscribe link already sent; it is rotated by hand with both keys accepted meanwhile.',
  driveApiKey: 'A Google API key is issued in the Google Cloud console; Secrets Manager cannot rotate it.',
  paddleApiKey: "A Paddle API key is issued in Paddle's dashboard; Secrets Manager cannot rotate it.",
  paddleWebhookSecret:
    'Paddle issues the webhook secret; rotation is by hand, with both secrets accepted meanwhile (comma-separated).',
  dropboxToken: "A Dropbox app token is issued in Dropbox's App Console; Secrets Manager cannot rotate it.",
  graphToken:
    'A Microsoft Graph app token is issued through Microsoft Entra ID; Secrets Manager cannot rotate it.',
  boxToken: "A Box app token is issued in Box's Developer Console; Secrets Manager cannot rotate it.",
  origin:
    'CloudFront reads the value at deploy time: it is rotated by put-secret-value and a deploy (the functions re-read it when a header does not match).',
};

export function createAppSecrets(
  stack: Stack,
  config: StackConfig,
  removalPolicy: RemovalPolicy,
): AppSecrets {
  const issuedElsewhere = (
    id: string,
    existingName: string | undefined,
    name: string,
    description: string,
  ) =>
    existingName
      ? Secret.fromSecretNameV2(stack, id, existingName)
      : new Secret(stack, id, { secretName: `cutroom/${config.stage}/${name}`, description, removalPolicy });
  const generated = (id: string, name: string, description: string) =>
    new Secret(stack, id, {
      secretName: `cutroom/${config.stage}/${name}`,
      description,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
  const secrets: AppSecrets = {
    paddleApiKey: issuedElsewhere(
      'PaddleApiKey',
      config.paddleApiKeySecretName,
      'paddle-api-key',
      'Paddle Billing API key (plain string). Replace the generated value with the real key.',
    ),
    paddleWebhookSecret: issuedElsewhere(
      'PaddleWebhookSecret',
      config.paddleWebhookSecretName,
      'paddle-webhook-secret',
      'Paddle notification destination secret(s), comma-separated while one rotates. Replace the generated value.',
    ),
    // Signs the one-click unsubscribe links of e-mails.
    mailLinkSecret: generated(
      'MailLinkSecret',
      'mail-link-secret',
      'HMAC key of the unsubscribe links in e-mails (comma-separated, current first, while one rotates).',
    ),
    driveApiKey: issuedElsewhere(
      'DriveApiKey',
      config.driveApiKeySecretName,
      'drive-api-key',
      'Google Drive API key (plain string). Replace the generated value with the real key.',
    ),
    // The footage services' app tokens (folder listings; Graph and Box for every call): placeholders until ops
    // put the real ones, read through the functions' short-lived secret cache so no redeploy is needed.
    dropboxToken: issuedElsewhere(
      'DropboxToken',
      undefined,
      'dropbox-token',
      'Dropbox app access token (plain string). Replace the generated value with the real token.',
    ),
    graphToken: issuedElsewhere(
      'GraphToken',
      undefined,
      'graph-token',
      'Microsoft Graph app token for OneDrive/SharePoint links (plain string). Replace the generated value.',
    ),
    boxToken: issuedElsewhere(
      'BoxToken',
      undefined,
      'box-token',
      'Box app token (plain string). Replace the generated value with the real token.',
    ),
    // The API Gateway endpoint is public: CloudFront adds this secret to its origin requests and the handlers
    // refuse requests without it (functions/platform/http/origin-guard), so WAF cannot be bypassed.
    origin: generated(
      'OriginSecret',
      'origin-secret',
      "Header value CloudFront adds to the API's origin requests; the API refuses requests without it.",
    ),
  };
  // An imported secret is not a resource of this stack: nothing to find, nothing to acknowledge.
  for (const [key, secret] of Object.entries(secrets) as [keyof AppSecrets, ISecret][]) {
    if (secret instanceof Secret) {
      acknowledgeAll(secret.node.defaultChild ?? secret, ['AwsSolutions-SMG4'], NOT_ROTATED[key]);
    }
  }
  return secrets;
}
