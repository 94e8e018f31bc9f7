/**
 * The HTTP API, built from the API contract: one route per endpoint (method + path), integrated with the
 * endpoint's Lambda group; the Cognito JWT authorizer on exactly the `owner` routes, the API-key authorizer
 * on exactly the public API's (`apiKey`) routes; stage-level throttling for
 * the whole API and a tighter per-route limit on the anonymous `reviewer` routes; access logs.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpJwtAuthorizer,
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Duration } from 'aws-cdk-lib';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Endpoint, LambdaGroup } from '../../shared/api/endpoint';
import { routeKey } from '../../shared/api/endpoint';
import { API_KEY_AUTHORIZER_IDENTITY_SOURCES } from './function-table';
import { LIMITS } from './limits';

export interface ContractHttpApiProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

export interface ContractRoutesProps {
  readonly endpoints: readonly Endpoint[];
  /** The function serving each Lambda group named by the contract. */
  readonly functions: ReadonlyMap<LambdaGroup, IFunction>;
  /** JWT issuer (the user pool) and audience (the app client id). */
  readonly jwtIssuer: string;
  readonly jwtAudience: string;
  /** The API-key authorizer of the public API (v1) routes, caller `apiKey`; required when there are any. */
  readonly apiKeyAuthorizer?: IFunction;
}

function apiKeyAuthorizerOf(authorizer: HttpLambdaAuthorizer | undefined, endpoint: Endpoint) {
  if (!authorizer)
    throw new Error(`${endpoint.id} is an API-key route but the API has no API-key authorizer`);
  return authorizer;
}

export class ContractHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The stage's access log (CLF: `ip caller user [time] "request" status bytes requestId`). */
  readonly accessLogs: LogGroup;
  private readonly routes = new Map<string, HttpRoute>();

  constructor(scope: Construct, id: string, props: ContractHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      apiName: `cutroom-${props.stage}`,
      description: 'Cutroom API (routes generated from shared/api/contract.ts)',
      createDefaultStage: false,
    });
    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    }));
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: LIMITS.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
  }

  /**
   * One route per contract entry. Owner routes get the JWT authorizer (issuer: the user pool; audience: the
   * SPA's app client); reviewer routes get their own, tighter throttle in the stage's route settings.
   */
  addContractRoutes(props: ContractRoutesProps): ReadonlyMap<string, HttpRoute> {
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.jwtIssuer, {
      authorizerName: 'cognito-jwt',
      jwtAudience: [props.jwtAudience],
    });
    // The public API: the key's verdict travels in the context (simple responses), cached briefly per
    // Authorization header (see API_KEY_AUTHORIZER_IDENTITY_SOURCES for a request without one).
    const keyAuthorizer = props.apiKeyAuthorizer
      ? new HttpLambdaAuthorizer('ApiKey', props.apiKeyAuthorizer, {
          authorizerName: 'api-key',
          responseTypes: [HttpLambdaResponseType.SIMPLE],
          identitySource: [...API_KEY_AUTHORIZER_IDENTITY_SOURCES],
          resultsCacheTtl: Duration.seconds(LIMITS.apiKeyAuthorizerCacheSeconds),
        })
      : undefined;
    const integrations = new Map<LambdaGroup, HttpLambdaIntegration>();
    const integrationFor = (group: LambdaGroup): HttpLambdaIntegration => {
      let integration = integrations.get(group);
      if (!integration) {
        const fn = props.functions.get(group);
        if (!fn) throw new Error(`No Lambda function for the contract's '${group}' group`);
        // One invoke permission per function for the whole API (not one per route: the policy size is bounded).
        integration = new HttpLambdaIntegration(`${group}-integration`, fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(group, integration);
      }
      return integration;
    };

    // `RouteSettings` is untyped JSON in the L1: keys are written as CloudFormation spells them.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const endpoint of props.endpoints) {
      const key = routeKey(endpoint);
      if (this.routes.has(key)) throw new Error(`The contract has two endpoints on ${key}`);
      const route = new HttpRoute(this, `Route-${endpoint.id}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(endpoint.path, HttpMethod[endpoint.method]),
        integration: integrationFor(endpoint.lambda),
        ...(endpoint.caller === 'owner' ? { authorizer } : {}),
        ...(endpoint.caller === 'apiKey' ? { authorizer: apiKeyAuthorizerOf(keyAuthorizer, endpoint) } : {}),
      });
      this.routes.set(key, route);
      if (endpoint.caller !== 'owner' && endpoint.caller !== 'apiKey') {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `A ${endpoint.caller} route: the handler checks its capability (share token, webhook signature) or it is public by design.`,
        });
      }
      if (endpoint.caller === 'reviewer') {
        const throttle =
          endpoint.method === 'GET' ? LIMITS.reviewerReadThrottle : LIMITS.reviewerWriteThrottle;
        routeSettings[key] = {
          ThrottlingRateLimit: throttle.rateLimit,
          ThrottlingBurstLimit: throttle.burstLimit,
        };
        // Route settings name the route by key: the route must exist before the stage refers to it.
        this.stage.node.addDependency(route);
      }
    }
    if (Object.keys(routeSettings).length > 0) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    }
    return this.routes;
  }

  /** `<api-id>.execute-api.<region>.amazonaws.com`: the CloudFront origin of `/api/*`. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
