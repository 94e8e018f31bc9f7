/**
 * Cognito: the editors' user pool (e-mail sign-in, self sign-up with e-mail verification, 8+ character
 * passwords), the SPA's app client (SRP only in the cloud: no USER_PASSWORD_AUTH), optional Google sign-in,
 * and the post-confirmation trigger that creates the profile.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { IDependable } from 'constructs';
import { PRODUCT_NAME } from '../../shared/config/product';
import { ADMIN_GROUP } from '../../shared/config/roles';

export interface UserPoolAuthProps {
  readonly removalPolicy: RemovalPolicy;
  /** Cognito's own deletion protection (StackConfig.deletionProtectionOn). */
  readonly deletionProtection: boolean;
  readonly stage: string;
  /** The SPA's URL (base of the callback/sign-out URLs of the Google flow). */
  readonly appUrl: string;
  readonly google?: {
    readonly clientId: string;
    readonly clientSecretName: string;
    readonly domainPrefix?: string;
  };
  readonly postConfirmation?: IFunction;
  /** The code mails in the product layout (CustomMessage trigger). */
  readonly customMessage?: IFunction;
  /**
   * Sign-up and reset codes through SES: the product's sender, its verified identity (a domain, or the
   * address itself) and configuration set. Absent: Cognito's own mail (verificationemail.com, capped daily).
   */
  readonly ses?: {
    readonly fromEmail: string;
    readonly fromName: string;
    readonly verifiedDomain?: string;
    readonly configurationSetName: string;
    /** The pool waits for the identity (and its configuration set). */
    readonly identity: IDependable;
  };
}

export class UserPoolAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** Hosted domain for the OAuth (Google) flow, when Google sign-in is configured. */
  readonly oauthDomain?: string;

  constructor(scope: Construct, id: string, props: UserPoolAuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `cutroom-${props.stage}-editors`,
      featurePlan: FeaturePlan.ESSENTIALS,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Your ${PRODUCT_NAME} verification code`,
        emailBody: `Your ${PRODUCT_NAME} verification code is {####}`,
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      ...(props.ses
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: props.ses.fromEmail,
              fromName: props.ses.fromName,
              configurationSetName: props.ses.configurationSetName,
              sesRegion: Stack.of(this).region,
              ...(props.ses.verifiedDomain ? { sesVerifiedDomain: props.ses.verifiedDomain } : {}),
            }),
          }
        : {}),
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    if (props.ses) this.userPool.node.addDependency(props.ses.identity);
    const acknowledge = (id: string, reason: string) =>
      Validations.of(this.userPool).acknowledge({ id, reason });
    acknowledge(
      'AwsSolutions-COG1',
      "The password rule is the product's own (shared/forms: 8+ characters with a strength meter); forced symbol/case classes would refuse long passphrases it rates strong.",
    );
    acknowledge(
      'AwsSolutions-COG2',
      "Editors sign up on their own; required MFA would block the spec's sign-up flow. Clients never sign in (share-token capability).",
    );
    acknowledge(
      'AwsSolutions-COG8',
      "Essentials tier: the Plus tier's threat protection is billed per active user; revisit with a paying user base.",
    );
    // The admin role: group membership reaches the SPA as the ID token's `cognito:groups` claim. Display
    // only (Home's 'Go to Dashboard', no redirect from About); no handler grants anything on it.
    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Administrators (display only in the SPA)',
    });
    if (props.postConfirmation) {
      this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, props.postConfirmation);
    }
    if (props.customMessage) {
      this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, props.customMessage);
    }

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    let google: UserPoolIdentityProviderGoogle | undefined;
    if (props.google) {
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: ProviderAttribute.GOOGLE_NAME,
        },
      });
      identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);
      const domain = this.userPool.addDomain('Domain', {
        cognitoDomain: {
          domainPrefix: props.google.domainPrefix ?? `cutroom-${props.stage}-${Stack.of(this).account}`,
        },
      });
      this.oauthDomain = `${domain.domainName}.auth.${Stack.of(this).region}.amazoncognito.com`;
    }

    this.client = this.userPool.addClient('SpaClient', {
      userPoolClientName: 'spa',
      generateSecret: false,
      // adminUserPassword: server-side only (IAM), to check the password again before account deletion.
      authFlows: { userSrp: true, userPassword: false, adminUserPassword: true, custom: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: identityProviders,
      ...(props.google
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              // Exactly the SPA's Amplify redirects (frontend/src/lib/auth/amplify-auth.ts).
              callbackUrls: [`${props.appUrl}/Dashboard`],
              logoutUrls: [`${props.appUrl}/Home`],
            },
          }
        : { disableOAuth: true }),
    });
    if (google) this.client.node.addDependency(google);
  }

  /** The JWT issuer of the pool (what the HTTP API's JWT authorizer checks). */
  get issuerUrl(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
