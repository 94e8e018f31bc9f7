/**
 * SES: the sending identity (a whole domain with DKIM, or one address) and a configuration set every product
 * e-mail is sent through (reputation metrics, bounces and complaints suppressed).
 */
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Grant, IGrantable } from 'aws-cdk-lib/aws-iam';
import { Grant as IamGrant } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface MailSenderProps {
  readonly stage: string;
  /** The From address of product e-mail. */
  readonly sender: string;
  /** When set, the whole domain is verified (DKIM records to publish); otherwise the sender address only. */
  readonly domain?: string;
  /** Custom MAIL FROM domain (a subdomain of `domain`): its MX and SPF records become stack outputs. */
  readonly mailFromDomain?: string;
}

export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly sender: string;
  /** Bounce and complaint events SNS could not deliver to their function (set by reportBouncesTo). */
  deliveryEventsDeadLetters?: Queue;
  private readonly domain?: string;
  private readonly mailFromDomain?: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    this.sender = props.sender;
    this.domain = props.domain;
    this.mailFromDomain = props.domain ? props.mailFromDomain : undefined;
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
      ...(this.mailFromDomain ? { mailFromDomain: this.mailFromDomain } : {}),
    });
  }

  /**
   * The DNS records to publish, as stack outputs: the domain's three DKIM CNAMEs (SES verifies the domain
   * with them) and, with a MAIL FROM domain, its MX and SPF records. Each value is one zone-file line.
   */
  dnsRecordOutputs(): Record<string, string> {
    if (!this.domain) return {};
    const identity = this.identity;
    const dkim = [
      [identity.dkimDnsTokenName1, identity.dkimDnsTokenValue1],
      [identity.dkimDnsTokenName2, identity.dkimDnsTokenValue2],
      [identity.dkimDnsTokenName3, identity.dkimDnsTokenValue3],
    ] as const;
    const outputs: Record<string, string> = Object.fromEntries(
      dkim.map(([name, value], i) => [`DkimRecord${i + 1}`, Fn.join(' ', [name, 'CNAME', value])]),
    );
    if (this.mailFromDomain) {
      const region = Stack.of(this).region;
      outputs.MailFromMxRecord = Fn.join('', [
        `${this.mailFromDomain} MX 10 feedback-smtp.`,
        region,
        '.amazonses.com',
      ]);
      outputs.MailFromSpfRecord = `${this.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`;
    }
    return outputs;
  }

  /**
   * Bounces and complaints of the configuration set → an SNS topic (TLS only; SES of this account may
   * publish) → `handler`, the product's one suppression writer.
   */
  reportBouncesTo(handler: IFunction): Topic {
    const topic = new Topic(this, 'DeliveryEvents', {
      displayName: 'Cutroom e-mail bounces and complaints',
      enforceSSL: true,
    });
    topic.grantPublish(
      new ServicePrincipal('ses.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    // An event SNS could not hand to the function (throttled, failing) is kept instead of dropped.
    this.deliveryEventsDeadLetters = new Queue(this, 'DeliveryEventsDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deliveryEventsDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the SNS subscription of the bounce events.',
    });
    topic.addSubscription(
      new LambdaSubscription(handler, { deadLetterQueue: this.deliveryEventsDeadLetters }),
    );
    return topic;
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
