/**
 * One of the product's Lambda functions: Node.js 24 on arm64, bundled locally with esbuild (no Docker) into an
 * ES module, JSON logs in a log group with a retention, source maps in production.
 */
import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { METRICS_NAMESPACE } from '../../shared/config/business-metrics';
import { ENV } from '../../shared/config/env-names';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT } from './lambda-groups';
import { ESM_REQUIRE_SHIM, LAMBDA_EXTERNAL_MODULES, lambdaDefine } from './lambda-bundling';
import {
  acknowledgeAll,
  acknowledgeOnPolicy,
  ANY_RESOURCE_FINDING,
  BASIC_EXECUTION_ROLE_FINDING,
  XRAY_TRACING_REASON,
} from './nag-findings';
import type { TracingMode } from '../../shared/config/tracing';
import type { BundlingMode } from './stack-config';

export interface AppFunctionProps {
  /** Function group name (`editor-api`, `download-video`, …): used in the function name and description. */
  readonly name: string;
  readonly entry: string;
  readonly stage: string;
  readonly environment: Record<string, string>;
  readonly timeout: Duration;
  readonly memorySize: number;
  /** Node.js options of the function (NODE_OPTIONS), beside source maps in production. */
  readonly nodeOptions?: string;
  readonly bundling: BundlingMode;
  readonly removalPolicy: RemovalPolicy;
  /** Concurrency set aside for this function (LIMITS.reservedConcurrency). */
  readonly reservedConcurrency?: number;
  /** Whether its AWS SDK calls are subsegments of its trace (shared/config/tracing.ts). */
  readonly tracing: TracingMode;
}

/**
 * Files (repo-relative) a function needs beside its bundle, by function group: the media probe's
 * WebAssembly module (MediaInfoLib, loaded from LAMBDA_TASK_ROOT by functions/media/adapters/media-probe.ts).
 */
export const BUNDLED_FILES: Readonly<Record<string, readonly string[]>> = {
  'download-video': ['node_modules/mediainfo.js/dist/MediaInfoModule.wasm'],
};

function nodeOptionsOf(production: boolean, extra: string | undefined): { NODE_OPTIONS?: string } {
  const options = [...(production ? ['--enable-source-maps'] : []), ...(extra ? [extra] : [])];
  return options.length > 0 ? { NODE_OPTIONS: options.join(' ') } : {};
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const production = props.bundling === 'production';
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      description: `Cutroom ${props.stage}: ${props.name}`,
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout,
      memorySize: props.memorySize,
      ...(props.reservedConcurrency !== undefined
        ? { reservedConcurrentExecutions: props.reservedConcurrency }
        : {}),
      environment: {
        ...props.environment,
        // Powertools for AWS Lambda: the service on every log line, metric and trace; the business metrics'
        // namespace (EMF); the tracing choice the bundle was built with (its define, below), for whoever
        // reads the function's configuration.
        [ENV.powertoolsServiceName]: `cutroom-${props.name}`,
        [ENV.powertoolsMetricsNamespace]: METRICS_NAMESPACE,
        [ENV.tracing]: props.tracing,
        ...nodeOptionsOf(production, props.nodeOptions),
      },
      // X-Ray active tracing: each invocation is a trace; with `sdk` tracing its AWS calls are subsegments
      // (Powertools Tracer, functions/platform/aws/sdk-tracer.ts).
      tracing: Tracing.ACTIVE,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_SHIM,
        define: { ...lambdaDefine(props.tracing) },
        // Bundle the AWS SDK too: the versions in package-lock.json, not whatever the runtime ships.
        bundleAwsSDK: true,
        externalModules: [...LAMBDA_EXTERNAL_MODULES],
        minify: production,
        sourceMap: production,
        ...(production ? { sourceMapMode: SourceMapMode.DEFAULT, sourcesContent: false } : {}),
        tsconfig: join(REPO_ROOT, 'tsconfig.json'),
        ...(BUNDLED_FILES[props.name]
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  (BUNDLED_FILES[props.name] ?? []).map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
              },
            }
          : {}),
      },
    });
    // Every function has these two findings, each acknowledged on the one resource that has it: the managed
    // logs policy on its role, X-Ray's Resource '*' on its policy (function-wiring.ts adds the grants' own).
    acknowledgeAll(
      this.fn.role?.node.defaultChild ?? this.fn,
      [BASIC_EXECUTION_ROLE_FINDING],
      'AWSLambdaBasicExecutionRole grants only writes to CloudWatch Logs; everything else is a least-privilege grant of this stack.',
    );
    acknowledgeOnPolicy(this.fn, [ANY_RESOURCE_FINDING], XRAY_TRACING_REASON);
  }
}
