/**
 * AWS WAF in front of both CloudFront distributions: AWS's managed common rule set and known-bad-inputs rule set,
 * plus a rate-based rule per client IP on the anonymous review routes (`/api/review/*`). A CloudFront web ACL
 * lives in us-east-1 (the stack puts it in an edge stack there when the app's region is another).
 *
 * The common rule set's 8 KB body limit is counted, not blocked: a client's note batch may reach 256 KB and is
 * bounded by the API itself.
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { LIMITS } from './limits';

export interface WebFirewallProps {
  readonly stage: string;
}

export const REVIEW_ROUTES_PREFIX = '/api/review/';

export class WebFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebFirewallProps) {
    super(scope, id);
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `cutroom-${props.stage}-${metricName}`,
    });
    const managed = (
      name: string,
      priority: number,
      countInstead: string[] = [],
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: countInstead.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
        },
      },
      visibilityConfig: visibility(name),
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `cutroom-${props.stage}-web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web'),
      rules: [
        {
          name: 'review-routes-rate',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: LIMITS.reviewWafRatePer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: REVIEW_ROUTES_PREFIX,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('review-rate'),
        },
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }

  /**
   * Requests the web ACL blocked (every rule) above `threshold` in 5 minutes: an attack, or a rule refusing
   * real users. CloudFront web ACLs publish their metrics in us-east-1 only, so the alarm lives beside the
   * web ACL; outside the main stack it gets its own topic (with the alarm e-mail) there.
   */
  alarmOnBlocks(props: { stage: string; threshold: number; topic?: ITopic; alarmEmail?: string }): Alarm {
    let topic = props.topic;
    if (!topic) {
      const own = new Topic(this, 'AlarmTopic', {
        displayName: `Cutroom ${props.stage} alarms (edge)`,
        enforceSSL: true,
      });
      if (props.alarmEmail) own.addSubscription(new EmailSubscription(props.alarmEmail));
      topic = own;
    }
    const alarm = new Alarm(this, 'BlockedRequests', {
      alarmName: `cutroom-${props.stage}-waf-blocked`,
      alarmDescription: `AWS WAF blocked more than ${props.threshold} requests in 5 minutes.`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: `cutroom-${props.stage}-web`, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: props.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }
}
