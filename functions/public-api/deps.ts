/** Composition root of the public-api Lambda (the shape of functions/README.md): built once per container. */
import { memoDeps } from '../lib/runtime/runtime-ports';
import { healthChecks, type HealthChecks } from './health-checks';

export interface PublicApiDeps {
  healthChecks: HealthChecks;
}

/** Every port from the environment; any of them replaceable. */
export function buildPublicApiDeps(overrides: Partial<PublicApiDeps> = {}): PublicApiDeps {
  return { healthChecks: healthChecks(), ...overrides };
}

/** Built once per container, on the first request. */
export const publicApiDeps = memoDeps(() => buildPublicApiDeps());
