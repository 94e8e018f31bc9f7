/**
 * Which Lambda functions the stack builds, and from which entry files.
 *
 * API groups come from the contract: every `lambda` named by an endpoint gets its function, served by
 * `functions/<group>/handler.ts`. A contract entry whose handler is not written yet fails a `prod` synth; in
 * other stages its routes are left out with a synth warning (and the CDK parity test fails until it exists).
 * Worker and trigger functions have no contract entry: they are rows of function-table.ts, each built when its
 * entry file exists, so the stack synthesizes at every step of the team's work.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint, LambdaGroup } from '../../shared/api/endpoint';

/** The repository root (this file lives in infra/stack/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface FunctionEntry<N extends string> {
  readonly name: N;
  /** Absolute path of the handler module (exports `handler`). */
  readonly entry: string;
}

export function handlerEntry(name: string, root: string = REPO_ROOT): string {
  return join(root, 'functions', name, 'handler.ts');
}

export interface ApiGroups {
  /** Groups named by the contract whose handler exists, in first-seen order. */
  readonly present: FunctionEntry<LambdaGroup>[];
  /** Groups named by the contract whose handler file is missing, with the endpoint ids routed to them. */
  readonly missing: { readonly name: LambdaGroup; readonly entry: string; readonly endpointIds: string[] }[];
}

/** The API groups named by the contract, each with its handler entry, split by whether the entry exists. */
export function apiGroupEntries(
  endpoints: readonly Pick<Endpoint, 'lambda' | 'id'>[],
  root: string = REPO_ROOT,
): ApiGroups {
  const groups = [...new Set(endpoints.map((e) => e.lambda))];
  const present: ApiGroups['present'] = [];
  const missing: ApiGroups['missing'] = [];
  for (const name of groups) {
    const entry = handlerEntry(name, root);
    if (existsSync(entry)) present.push({ name, entry });
    else
      missing.push({ name, entry, endpointIds: endpoints.filter((e) => e.lambda === name).map((e) => e.id) });
  }
  return { present, missing };
}

/** Why a synth cannot include some contract routes yet. */
export function missingHandlersMessage(missing: ApiGroups['missing']): string {
  return missing
    .map(
      (m) => `the contract routes ${m.endpointIds.join(', ')} to '${m.name}', but ${m.entry} does not exist`,
    )
    .join('; ');
}
