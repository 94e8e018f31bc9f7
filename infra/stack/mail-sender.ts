/**
 * SES: the sending identity (a whole domain with DKIM, or one address) and a configuration set every product
 * e-mail is sent through (reputation metrics, bounces and complaints suppressed).
 */
import { Stack } from 'aws-cdk-lib';
import type { Grant, IGrantable } from 'aws-cdk-lib/aws-iam';
import { Grant as IamGrant } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailSenderProps {
  readonly stage: string;
  /** The From address of product e-mail. */
  readonly sender: string;
  /** When set, the whole domain is verified (DKIM records to publish); otherwise the sender address only. */
  readonly domain?: string;
}

export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly sender: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    this.sender = props.sender;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `cutroom-${props.stage}`,
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: props.domain ? Identity.domain(props.domain) : Identity.email(props.sender),
      configurationSet: this.configurationSet,
    });
  }

  /** ses:SendEmail / SendRawEmail from the identity through the configuration set, nothing else. */
  grantSend(grantee: IGrantable): Grant {
    const stack = Stack.of(this);
    const configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return IamGrant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [this.identity.emailIdentityArn, configurationSetArn],
    });
  }
}
