/** Reading a synthesized CloudFormation template in the CDK tests (no snapshots: targeted look-ups). */
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { beforeAll } from 'vitest';
import type { Endpoint } from '../../shared/api/endpoint';
import { endpoints } from '../../shared/api/contract';
import { CutroomStack } from '../../infra/stack/cutroom-stack';
import { readStackConfig } from '../../infra/stack/stack-config';

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
}
export type Resources = Record<string, CfnResource>;

export interface Synthesized {
  stack: CutroomStack;
  template: Template;
  resources: Resources;
  /** The cloud assembly directory (holds the bundled function code as `asset.<hash>/`). */
  assemblyDir: string;
}

/**
 * An app for a test synth. Template assertions do not read the functions' code, so by default nothing is bundled
 * (CDK's own switch, the one `cdk deploy <one stack>` uses for the others: each function gets a placeholder asset
 * and its template is otherwise identical); a synth bundles every function with esbuild, ~30 s each time on a
 * shared 2-core machine. `bundle: true` for the tests that open the bundled code (function-assets.test.ts).
 */
export function testApp(context: Record<string, string>, options: { bundle?: boolean } = {}): App {
  return new App({ context: options.bundle ? context : { ...context, [BUNDLING_STACKS]: [] } });
}

/** Synthesizes the stack with the given context; `bundle` builds the functions' code (`fast`: real esbuild, no minify). */
export function synthStack(options: {
  context: Record<string, string>;
  endpoints: readonly Endpoint[];
  repoRoot?: string;
  bundle?: boolean;
}): Synthesized {
  const app = testApp(options.context, { bundle: options.bundle });
  const config = readStackConfig((key) => app.node.tryGetContext(key));
  const stack = new CutroomStack(app, `Cutroom-${config.stage}`, {
    config,
    endpoints: options.endpoints,
    bundling: 'fast',
    repoRoot: options.repoRoot,
  });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Resources;
  return { stack, template, resources, assemblyDir: app.outdir };
}

export function ofType(resources: Resources, type: string): [string, CfnResource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

export function props(resource: CfnResource): Record<string, unknown> {
  return resource.Properties ?? {};
}

/** Our functions carry the description `Cutroom <stage>: <name>`; returns name → logical id. */
export function productFunctions(resources: Resources): Map<string, string> {
  const found = new Map<string, string>();
  for (const [id, r] of ofType(resources, 'AWS::Lambda::Function')) {
    const description = props(r).Description;
    if (typeof description === 'string') {
      const match = /^Cutroom [a-z0-9-]+: (.+)$/.exec(description);
      if (match?.[1]) found.set(match[1], id);
    }
  }
  return found;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of the inline policies attached to the role of a function. */
export function statementsOfFunction(resources: Resources, functionId: string): Statement[] {
  const fn = resources[functionId];
  if (!fn) throw new Error(`No resource ${functionId}`);
  const roleRef = props(fn).Role as { 'Fn::GetAtt'?: [string, string] } | undefined;
  const roleId = roleRef?.['Fn::GetAtt']?.[0];
  if (!roleId) throw new Error(`Function ${functionId} has no role reference`);
  const statements: Statement[] = [];
  for (const [, policy] of ofType(resources, 'AWS::IAM::Policy')) {
    const roles = (props(policy).Roles as { Ref?: string }[] | undefined) ?? [];
    if (roles.some((r) => r.Ref === roleId)) {
      const document = props(policy).PolicyDocument as { Statement: Statement[] };
      statements.push(...document.Statement);
    }
  }
  return statements;
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

/** Logical ids a value refers to (Ref, Fn::GetAtt, ${X} / ${X.Attr} in Fn::Sub). */
export function referencedIds(
  value: unknown,
  ids: ReadonlySet<string>,
  into = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) referencedIds(v, ids, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'Ref' && typeof v === 'string' && ids.has(v)) into.add(v);
      else if (key === 'Fn::GetAtt' && Array.isArray(v) && typeof v[0] === 'string' && ids.has(v[0]))
        into.add(v[0]);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(v) ? v[0] : v;
        if (typeof text === 'string') {
          for (const m of text.matchAll(/\$\{([A-Za-z0-9]+)(?:\.[A-Za-z0-9.]+)?\}/g)) {
            if (m[1] && ids.has(m[1])) into.add(m[1]);
          }
        }
        referencedIds(v, ids, into);
      } else referencedIds(v, ids, into);
    }
  }
  return into;
}

/** A dependency cycle among the resources (CloudFormation refuses to deploy one), or null. */
export function findCycle(resources: Resources): string[] | null {
  const ids = new Set(Object.keys(resources));
  const edges = new Map<string, Set<string>>();
  for (const [id, r] of Object.entries(resources)) {
    const deps = referencedIds(r.Properties ?? {}, ids);
    for (const d of [r.DependsOn ?? []].flat()) deps.add(d);
    edges.set(id, deps);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/** The directory of the bundled code of a function (its `Code.S3Key` is `<asset hash>.zip`). */
export function functionAssetDir(synth: Synthesized, functionId: string): string {
  const fn = synth.resources[functionId];
  const code = fn ? (props(fn).Code as { S3Key?: string } | undefined) : undefined;
  const hash = code?.S3Key?.replace(/\.zip$/, '');
  if (!hash) throw new Error(`Function ${functionId} has no asset code`);
  return join(synth.assemblyDir, `asset.${hash}`);
}

/** A synth that bundles every function with esbuild is slow on a shared machine. */
export const DEFAULT_SYNTH_TIMEOUT_MS = 600_000;

/**
 * The default stack (no context, the whole contract), synthesized once for the test file before its tests;
 * the returned getter reads it inside them.
 */
export function defaultStackOnce(options: { bundle?: boolean; timeoutMs?: number } = {}): () => Synthesized {
  let synth: Synthesized | undefined;
  beforeAll(() => {
    synth = synthStack({ context: {}, endpoints, bundle: options.bundle });
  }, options.timeoutMs ?? DEFAULT_SYNTH_TIMEOUT_MS);
  return () => {
    if (!synth) throw new Error('the stack is synthesized before the tests');
    return synth;
  };
}

/** The logical id of the product function `name` (a row of the function table); fails when there is none. */
export function functionIdOf(resources: Resources, name: string): string {
  const id = productFunctions(resources).get(name);
  if (!id) throw new Error(`no ${name} function`);
  return id;
}

/**
 * The context of a prod stack with every option the audits cover: mail domain, Google sign-in and Drive,
 * CloudFront-signed playback (a fresh key pair), the alarm address; `extra` adds or overrides keys.
 */
export function everyOptionProdContext(extra: Record<string, string> = {}): Record<string, string> {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    stage: 'prod',
    mailDomain: 'mail.cutroom.test',
    googleClientId: 'google-client-id.apps.googleusercontent.com',
    googleClientSecretName: 'cutroom/prod/google-client-secret',
    googleDriveClientId: 'drive-client-id.apps.googleusercontent.com',
    playbackSigning: 'cloudfront',
    playbackPublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    playbackPrivateKeySecretName: 'cutroom/prod/playback-private-key',
    alarmEmail: 'ops@cutroom.test',
    ...extra,
  };
}
